// Loaded into the server a benchmark starts (node --import): how long the server's event loop is
// held up, written once a second to LOOP_DELAY_FILE as a line of JSON: the wall-clock time, the
// delay's 99th percentile and maximum in that second (ms), and how long the longest collector
// pause took. Tells the server's own stalls apart from the load generator's figures.
import fs from "node:fs";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let gcMax = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration);
  }).observe({ entryTypes: ["gc"] });
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  setInterval(() => {
    fs.appendFileSync(file, `${JSON.stringify({ t: Date.now(), p99: ms(delay.percentile(99)), max: ms(delay.max), gcMax: Math.round(gcMax * 100) / 100 })}\n`);
    delay.reset();
    gcMax = 0;
  }, 1000).unref();
}
