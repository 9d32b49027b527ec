/// Turns a document's bytes into text: invalid UTF-8 becomes U+FFFD, a leading byte-order
/// mark is dropped and CRLF line ends are read as LF.
public enum TextDecoder {
  /// Decodes `bytes` as UTF-8, repairing what cannot be decoded.
  /// - Complexity: O(n) in the number of bytes.
  public static func normalized(_ bytes: [UInt8]) -> String {
    var slice = bytes[...]
    if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
    return decoded(slice)
  }

  /// `slice` decoded as ``normalized(_:)`` decodes, a byte-order mark kept: whole lines of a
  /// document decode alone as they decode within it (an invalid sequence, a CRLF, ends at its
  /// line's end), so a large document is decoded a part at a time.
  /// - Complexity: O(n) in the number of bytes.
  static func decoded(_ slice: ArraySlice<UInt8>) -> String {
    guard ByteScan.contains(0x0D, in: slice) else { return String(decoding: slice, as: UTF8.self) }
    var unixLines: [UInt8] = []
    unixLines.reserveCapacity(slice.count)
    var index = slice.startIndex
    while index < slice.endIndex {
      let byte = slice[index]
      let next = slice.index(after: index)
      if !(byte == 0x0D && next < slice.endIndex && slice[next] == 0x0A) {
        unixLines.append(byte)
      }
      index = next
    }
    return String(decoding: unixLines, as: UTF8.self)
  }
}
