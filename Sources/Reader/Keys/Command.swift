import GuiaUI

/// What the reader asked for, whatever key they used (less's `A_F_LINE`, `A_GOEND`, …).
public enum Command: Hashable, Sendable, CaseIterable {
  /// One row towards the end.
  case lineDown
  /// One row towards the start.
  case lineUp
  /// One row towards the end even past it, the last line going up the screen (less's `J`).
  case lineDownPastEnd
  /// One row towards the start from past the end, as far as the first row (less's `K`).
  case lineUpPastEnd
  /// A page towards the end.
  case pageDown
  /// A page towards the start.
  case pageUp
  /// Half a page towards the end.
  case halfPageDown
  /// Half a page towards the start.
  case halfPageUp
  /// To the first row.
  case top
  /// To the last row.
  case bottom
  /// Scroll left (by a count typed before, or half the text's width).
  case scrollLeft
  /// Scroll right (by a count typed before, or half the text's width).
  case scrollRight
  /// Open or close the contents pane.
  case toggleContents
  /// Start an option, as less's `-`: `-S` turns chopping of long lines on and off.
  case option
  /// Start typing a pattern to search forward (`/`).
  case searchForward
  /// Start typing a pattern to search backward (`?`).
  case searchBackward
  /// Start typing a filter: only the lines that match show (`&`).
  case filter
  /// Repeat the last search in its direction (`n`).
  case nextMatch
  /// Repeat the last search in the other direction (`N`).
  case previousMatch
  /// Repeat the last search, on through the next files past this one's end (`ESC-n`).
  case nextMatchSpanningFiles
  /// Repeat the last search the other way, on through the files (`ESC-N`).
  case previousMatchSpanningFiles
  /// Follow the end as text arrives (`F`); any other key stops following.
  case follow
  /// Ask again for what failed to load (`r`).
  case retry
  /// To N % of the document (`N%`, `Np`).
  case percent
  /// Mark the top row with the letter typed next (`m`).
  case setMark
  /// Back to the mark of the letter typed next (`'`; `''` where the last jump started).
  case goToMark
  /// Say where the reader is: the document, the lines shown, the byte and percentage the bottom row reached (`=`).
  case fileInfo
  /// A file command, named by the letter typed next (`:n`, `:p`, `:x`, `:e`, `:d`, `:f`, `:q`).
  case fileCommand
  /// Read the file again, keeping the place (less's `R`).
  case reload
  /// Open the file in `$VISUAL` or `$EDITOR` at the top row's line, then read it again (`v`).
  case edit
  /// One window down or up (`z`, `w`); a count sets the window's rows.
  case windowDown, windowUp
  /// To the first column, or the last column of the widest row shown (`ESC-{`, `ESC-}`).
  case firstColumn, lastColumn
  /// Clear the search's highlights (`ESC-U`).
  case clearHighlight
  /// Mark the bottom row with the letter typed next (`M`).
  case setBottomMark
  /// Forget the mark of the letter typed next (`ESC-M`).
  case clearMark
  /// Ctrl-X, waiting for the key after it (`Ctrl-X Ctrl-X` is `'`, `Ctrl-X Ctrl-V` is `:e`).
  case controlX
  /// The close bracket matching an open one in the top row, brought to the bottom (`{ ( [`).
  case matchClosingBracket
  /// The open bracket matching a close one in the bottom row, brought to the top (`} ) ]`).
  case matchOpeningBracket
  /// The close bracket matching an open one, both typed after it, in the top row
  /// (`ESC-^F <c1> <c2>`).
  case matchClosingBracketOfPair
  /// The open bracket matching a close one, both typed after it, in the bottom row
  /// (`ESC-^B <c1> <c2>`).
  case matchOpeningBracketOfPair
  /// Follow the end until the last search's pattern arrives (`ESC-F`).
  case followUntilMatch
  /// Draw the whole screen again (`^L`, `^R`, `r`).
  case repaint
  /// less's `^O` link commands (`^O^N`, `^O^P`, `^O^O`, `^O^L`): the key after it says which.
  case linkCommand
  /// Hide the search's highlights, or show them again (less's `ESC-u`).
  case toggleHighlight
  /// Show the help screen (`h`, `H`).
  case help
  /// Leave guia.
  case quit
}

extension Command {
  /// The scroll this command is, for a GuiaUI view scrolled by the pager's keys; `nil` for a
  /// command that is not a plain scroll.
  public var scrollCommand: ScrollCommand? {
    switch self {
    case .lineDown: .scroll(.rows(1), .forward)
    case .lineUp: .scroll(.rows(1), .backward)
    case .pageDown: .scroll(.page, .forward)
    case .pageUp: .scroll(.page, .backward)
    case .halfPageDown: .scroll(.halfPage, .forward)
    case .halfPageUp: .scroll(.halfPage, .backward)
    case .top: .edge(.top)
    case .bottom: .edge(.bottom)
    case .scrollLeft: .columns(-ScrollKeys.sidewaysStep)
    case .scrollRight: .columns(ScrollKeys.sidewaysStep)
    default: nil
    }
  }
}
