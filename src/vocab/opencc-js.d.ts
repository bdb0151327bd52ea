/** The part of opencc-js 1.0.5 (no bundled types) this project uses: a converter between two locales. */
declare module "opencc-js" {
  /** A locale of OpenCC's presets: `cn` 简体, `tw` / `twp` 繁體 (Taiwan, with its phrases), `hk`, `jp`, `t`. */
  export type Locale = "cn" | "tw" | "twp" | "hk" | "jp" | "t";
  /** A converter from one locale to another: a pure function of the text. */
  export function Converter(options: { from: Locale; to: Locale }): (text: string) => string;
}
