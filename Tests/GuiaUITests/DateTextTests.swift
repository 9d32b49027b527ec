import Glibc
@testable import GuiaUI
import Testing
import TerminalUI

/// The C library's own writing of `date` in the local time zone (`strftime`): the oracle
/// for GuiaUI's clock texts.
private func strftime(_ format: String, _ date: Date) -> String {
  var time = time_t(date.timeIntervalSince1970.rounded(.down))
  var fields = tm()
  localtime_r(&time, &fields)
  var buffer = [CChar](repeating: 0, count: 128)
  let count = Glibc.strftime(&buffer, buffer.count, format, &fields)
  return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

private struct Dated: View {
  let date: Date
  let style: Text.DateStyle
  var body: some View { Text(date, style: style) }
}

private struct Countdown: View {
  let start: Date
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(timerInterval: start...start.addingTimeInterval(90))
      Text(timerInterval: start...start.addingTimeInterval(90), countsDown: false)
    }
  }
}

private struct Entries: View {
  let schedule: TimelineSchedule
  let probe: DateProbe
  var body: some View {
    TimelineView(schedule) { context in
      Text("tic \(context.tick)").onAppear { probe.dates.append(context.date) }
        .onChange(of: context.date) { _, new in probe.dates.append(new) }
    }
  }
}

@MainActor
private final class DateProbe {
  var dates: [Date] = []
}

/// What every clock writes: `TimelineView`'s `context.date` as a `Date`, `Text(date, style:)`,
/// `Text(timerInterval:)` and `Date.formatted()` (issue 51, §1 and §2.8).
@MainActor
@Suite struct DateTextTests {
  @Test("Text(date, style: .time) and .date write the local time and day, as strftime does")
  func timeAndDate() {
    let date = Date(timeIntervalSince1970: 1_796_650_000)  // a December afternoon in 2026
    #expect(host(Dated(date: date, style: .time), columns: 30, rows: 1).text[0] == strftime("%H:%M", date))
    #expect(host(Dated(date: date, style: .date), columns: 30, rows: 1).text[0] == strftime("%B %-d, %Y", date))
  }

  @Test(".timer, .relative and .offset count from now, and go on counting by themselves")
  func counting() {
    let now = Date()
    let timer = SimulatedLoop(host(Dated(date: now.addingTimeInterval(-125), style: .timer), columns: 30, rows: 1))
    #expect(timer.host.text[0] == "2:05")
    timer.play(until: .milliseconds(2_500))
    #expect(timer.host.text[0] == "2:07", "the text asks for its next second: \(timer.host.text)")
    let relative = host(Dated(date: now.addingTimeInterval(3_725.5), style: .relative), columns: 30, rows: 1)
    #expect(relative.text[0] == "1 hour, 2 minutes", "Apple's example: 2 hours, 23 minutes")
    #expect(ClockText.relative(5) == "5 seconds" && ClockText.relative(60) == "1 minute")
    #expect(ClockText.relative(396 * 86_400) == "1 year, 1 month" && ClockText.offset(-95 * 86_400) == "-3 months")
    #expect(ClockText.timer(36 * 3600 + 59 * 60 + 1, showsHours: true) == "36:59:01")
    let offset = host(Dated(date: now.addingTimeInterval(-125), style: .offset), columns: 30, rows: 1)
    #expect(offset.text[0] == "-2 minutes")
  }

  @Test("Text(timerInterval:) counts down to the end (or up from the start) and stops there")
  func timerInterval() {
    let loop = SimulatedLoop(host(Countdown(start: Date()), columns: 30, rows: 2))
    #expect(loop.host.text == ["1:30", "0:00"], "\(loop.host.text)")
    loop.play(until: .milliseconds(30_500))
    #expect(loop.host.text == ["1:00", "0:30"], "\(loop.host.text)")
    loop.play(until: .seconds(200))
    #expect(loop.host.text == ["0:00", "1:30"], "\(loop.host.text)")
    #expect(loop.host.tickDeadline == nil, "a timer run out asks for no tick")
  }

  @Test("periodic(from:by:): context.date is the entry shown, start + k × interval; a tick shows the next")
  func periodicEntries() {
    let start = Date().addingTimeInterval(-10.25)
    let probe = DateProbe()
    let loop = SimulatedLoop(root(Entries(schedule: .periodic(from: start, by: 1), probe: probe), columns: 20, rows: 1))
    #expect(probe.dates.first.map { $0.timeIntervalSince(start).rounded() } == 10)
    loop.play(until: .seconds(2))
    #expect(probe.dates.map { $0.timeIntervalSince(start).rounded() } == [10, 11, 12], "\(probe.dates)")
  }

  @Test("everyMinute: the entries are the minutes' starts")
  func everyMinute() {
    let probe = DateProbe()
    let loop = SimulatedLoop(root(Entries(schedule: .everyMinute, probe: probe), columns: 20, rows: 1))
    loop.play(until: .seconds(60))
    #expect(probe.dates.count == 2)
    #expect(probe.dates.allSatisfy { $0.timeIntervalSince1970.truncatingRemainder(dividingBy: 60) == 0 }, "\(probe.dates)")
    #expect(probe.dates.count == 2 && probe.dates[1].timeIntervalSince(probe.dates[0]) == 60)
  }

  @Test("Date.formatted() and formatted(date:time:), as a clock writes them")
  func formatted() {
    let date = Date(timeIntervalSince1970: 1_796_650_000)
    #expect(date.formatted(date: .omitted, time: .shortened) == strftime("%H:%M", date))
    #expect(date.formatted(date: .long, time: .omitted) == strftime("%B %-d, %Y", date))
    #expect(date.formatted() == strftime("%-m/%-d/%Y, %H:%M", date))
    #expect(date.formatted(date: .complete, time: .standard) == strftime("%A, %B %-d, %Y, %H:%M:%S", date))
  }
}

extension DateTextTests {
  @Test("a periodic schedule's next entry is always a step on, whatever the rounding of dates")
  func nextEntryAlwaysMovesOn() {
    let start = Date(timeIntervalSince1970: 1_796_650_000.123)
    for interval in [0.2, 0.1, 1.0 / 3, 1, 0.05] {
      let schedule = TimelineSchedule.periodic(from: start, by: interval)
      var entry = start
      for step in 1...500 {
        guard let next = schedule.entry(after: entry, origin: start) else { break }
        #expect(next > entry, "interval \(interval), step \(step)")
        #expect(abs(next.timeIntervalSince(start) - Double(step) * interval) < 1e-4)
        entry = next
      }
    }
  }
}
