import { inflateSync } from "node:zlib";

/**
 * The text drawn in a PDF, good enough to check what it says: inflates each
 * compressed stream and decodes the strings shown by its text operators
 * (literal "(…)" and hex "<…>" strings, as written for the standard fonts).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const parts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(match[1]!, "latin1");
    let content: string;
    try {
      content = inflateSync(raw).toString("latin1");
    } catch {
      content = raw.toString("latin1");
    }
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      for (const str of block[1]!.matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)) {
        if (str[1]) parts.push(Buffer.from(str[1], "hex").toString("latin1"));
        else parts.push(str[2]!.replace(/\\(.)/g, "$1"));
      }
      parts.push(" ");
    }
  }
  return parts.join("").replace(/\s+/g, " ");
}
