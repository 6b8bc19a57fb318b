// The spec's rules the demo's server markup applies: the widgets' own code, which
// demo/pages/rules.mjs builds for Node (issue 46: no copy of them in the demo).
export { isHttpOrSitePath } from '../../src/format/safe-url';
export { textLengthClass } from '../../src/format/text-length';
export { cleanTitle } from '../../src/format/title';
export { eventDays, firstScreenDays, isoDay } from '../../widgets/calendar/events';
