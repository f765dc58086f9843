/** Where progress goes: stderr in the CLI, a buffer in tests. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * A progress reporter: a bar redrawn in place on a terminal; on anything else (CI logs, files)
 * a line at every quarter, so logs stay short.
 */
export function createProgressBar(stream: ProgressStream, label: string, width = 30): (done: number, total: number) => void {
  let lastQuarter = 0;
  let lastPercent = -1;
  return (done, total) => {
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const percent = Math.floor(ratio * 100);
    if (stream.isTTY) {
      if (percent === lastPercent) return;
      lastPercent = percent;
      const filled = Math.round(ratio * width);
      const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
      stream.write(`\r${label} ${bar} ${String(percent).padStart(3)}%  ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`);
      if (ratio === 1) stream.write('\n');
      return;
    }
    const quarter = Math.floor(ratio * 4);
    if (quarter === lastQuarter) return;
    lastQuarter = quarter;
    stream.write(`${label} ${percent}% (${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')})\n`);
  };
}
