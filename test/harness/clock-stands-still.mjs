// Loaded with `node --import` into a server under test: its clock stands still at the moment it
// started, as if every save landed in the same millisecond (or on machines whose clocks disagree).
const frozen = Date.now()
const RealDate = Date

class StillDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(frozen)
    else super(...args)
  }

  static now() {
    return frozen
  }
}

globalThis.Date = StillDate
