import type { BootData } from '../contracts/boot/bootData';

/** Reads and parses the server-rendered `<script type="application/json" id="careers-boot">` block. */
export function readBoot(doc: Document = document): BootData {
  const block = doc.getElementById('careers-boot');
  if (!block) throw new Error('Boot data is missing: the page has no #careers-boot block');
  // The server owns the shape (see ./types); parsing is the only check the browser can make cheaply.
  return JSON.parse(block.textContent ?? '') as BootData;
}
