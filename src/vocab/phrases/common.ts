/**
 * The small forms every message uses: a seat, a list of seats, a duration. `render` (msg.ts) fills
 * a `{seat}`, `{seats}` or `{sec}` argument with these, in the conversation's language.
 */
import { book } from "./book.ts";

export const COMMON = book({
  "zh-Hans": {
    seat: "{{n}}号",
    list_sep: "、",
    minutes: "{{n}}分钟",
    seconds: "{{n}}秒",
    none: "无",
    name: "{{name}}",
  },
  en: {
    seat: "#{{n}}",
    list_sep: ", ",
    minutes: "{{n}} min",
    seconds: "{{n}} s",
    none: "none",
    name: "{{name}}",
  },
});
