// A QR code as the outline of its dark modules, for a page to draw as an SVG of its own (a member's
// page shows the UPI link's code where the screen cannot open a UPI app): no picture to fetch, no
// data: address for the policy to allow, sharp at any zoom and on paper. The mail sends the same
// link's code as a PNG (app/lib/fees/fee-mail.server.ts), from the same package and error level.
import QRCode from "qrcode";

/** The quiet zone round the code, in modules: the four the standard asks for. */
const MARGIN = 4;

export type QrOutline = {
  /** The side of the square, in modules, quiet zone included: the SVG's viewBox is 0 0 size size. */
  size: number;
  /** One path of the dark modules, a run of them in a row at a time. */
  path: string;
};

export function qrOutline(text: string): QrOutline {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const runs: string[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; ) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let end = x;
      while (end < n && modules.get(y, end)) end++;
      runs.push(`M${x + MARGIN} ${y + MARGIN}h${end - x}v1h-${end - x}z`);
      x = end;
    }
  }
  return { size: n + 2 * MARGIN, path: runs.join("") };
}
