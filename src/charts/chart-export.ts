import { t } from '@lingui/core/macro';
import { safeFilename, saveBlob } from '../lib/download';

const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const;

/** A copy of one SVG with its computed styles inlined and focus and event attributes dropped. */
function inlinedCopy(svg: SVGSVGElement): SVGSVGElement {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const source = [svg, ...svg.querySelectorAll('*')];
  const target = [clone, ...clone.querySelectorAll('*')];
  source.forEach((element, index) => {
    const copy = target[index];
    if (!copy) return;
    const computed = getComputedStyle(element);
    const inline = STYLE_PROPERTIES.map((name) => {
      const value = computed.getPropertyValue(name);
      return value ? `${name}:${value}` : '';
    })
      .filter(Boolean)
      .join(';');
    if (inline) copy.setAttribute('style', inline);
    copy.removeAttribute('tabindex');
    copy.removeAttribute('class');
  });
  return clone;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A key to the chart's colours, drawn above it in the saved picture (on screen it is HTML). */
export interface LegendEntry {
  label: string;
  color: string;
  /** A filled dot (the default) or a ring, as the chart draws that series. */
  shape?: 'dot' | 'ring';
}

/**
 * What the saved picture says above the chart (title, legend) and below it (`footer`: which
 * report, groups and sizes it shows, and when it was saved): it travels without the page.
 */
export interface ChartHeader {
  title: string;
  legend: LegendEntry[];
  /** The text colour, and the font the page uses. */
  color: string;
  font: string;
  footer?: readonly string[];
}

const TITLE_HEIGHT = 30;
const LEGEND_ROW_HEIGHT = 22;
const FOOTER_LINE_HEIGHT = 16;
const FOOTER_PADDING = 12;
/** About 6 px per character of 11 px type: lines are broken before they leave the picture. */
const FOOTER_CHAR_WIDTH = 6;

/** `text` broken at spaces into lines of at most `maxChars` (a longer word keeps its own line). */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function svgElement<K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/** The title, and the legend's entries in rows that fit `width`; returns the height used. */
function drawHeader(root: SVGSVGElement, header: ChartHeader, width: number): number {
  const text = { fill: header.color, 'font-family': header.font };
  const title = svgElement('text', { ...text, x: 12, y: 21, 'font-size': 16, 'font-weight': 600 });
  title.textContent = header.title;
  root.appendChild(title);
  let x = 12;
  let row = 0;
  for (const entry of header.legend) {
    // About 7 px per character of 12 px type: enough to keep entries apart without measuring.
    const entryWidth = 16 + entry.label.length * 7 + 16;
    if (x > 12 && x + entryWidth > width) {
      x = 12;
      row += 1;
    }
    const y = TITLE_HEIGHT + row * LEGEND_ROW_HEIGHT + 11;
    root.appendChild(
      svgElement(
        'circle',
        entry.shape === 'ring'
          ? { cx: x + 5, cy: y - 4, r: 4, fill: 'none', stroke: entry.color, 'stroke-width': 2 }
          : { cx: x + 5, cy: y - 4, r: 5, fill: entry.color },
      ),
    );
    const label = svgElement('text', { ...text, x: x + 16, y, 'font-size': 12 });
    label.textContent = entry.label;
    root.appendChild(label);
    x += entryWidth;
  }
  return TITLE_HEIGHT + (header.legend.length > 0 ? (row + 1) * LEGEND_ROW_HEIGHT : 0);
}

/** The footer's lines under the chart, from `top`; returns the height used. */
function drawFooter(root: SVGSVGElement, header: ChartHeader, width: number, top: number): number {
  const lines = (header.footer ?? []).flatMap((line) =>
    wrapText(line, Math.max(20, Math.floor((width - 24) / FOOTER_CHAR_WIDTH))),
  );
  if (lines.length === 0) return 0;
  root.appendChild(
    svgElement('line', {
      x1: 12,
      x2: width - 12,
      y1: top + 4,
      y2: top + 4,
      stroke: header.color,
      'stroke-opacity': 0.3,
    }),
  );
  lines.forEach((line, index) => {
    const text = svgElement('text', {
      fill: header.color,
      'font-family': header.font,
      'font-size': 11,
      x: 12,
      y: top + FOOTER_PADDING + 4 + index * FOOTER_LINE_HEIGHT + 8,
    });
    text.textContent = line;
    root.appendChild(text);
  });
  return FOOTER_PADDING + lines.length * FOOTER_LINE_HEIGHT + 8;
}

/**
 * A standalone copy of a chart's SVG: computed styles inlined (a saved file has no stylesheet),
 * focus and event attributes dropped, and the background painted so it reads on any viewer. A
 * chart drawn in several stacked blocks (a long balance chart) is saved as one picture. With a
 * header, its title and legend go above it and its footer below.
 */
export function serializeChartSvg(
  svgs: SVGSVGElement | readonly SVGSVGElement[],
  background: string,
  header?: ChartHeader,
): { text: string; width: number; height: number } {
  const parts = Array.isArray(svgs) ? svgs : [svgs as SVGSVGElement];
  const boxes = parts.map((svg) => svg.getBoundingClientRect());
  const top = Math.min(...boxes.map((box) => box.top));
  const left = Math.min(...boxes.map((box) => box.left));
  const width = Math.round(Math.max(...boxes.map((box) => box.right)) - left);
  const chartHeight = Math.round(Math.max(...boxes.map((box) => box.bottom)) - top);
  // No xmlns attribute: the serializer writes the element's namespace, and a second one is an error.
  const root = svgElement('svg', {});
  root.appendChild(svgElement('rect', { width: '100%', height: '100%', fill: background }));
  const offset = header ? drawHeader(root, header, width) : 0;
  parts.forEach((svg, index) => {
    const copy = inlinedCopy(svg);
    copy.setAttribute('x', String(Math.round(boxes[index]!.left - left)));
    copy.setAttribute('y', String(Math.round(boxes[index]!.top - top) + offset));
    root.appendChild(copy);
  });
  const height =
    chartHeight + offset + (header ? drawFooter(root, header, width, chartHeight + offset) : 0);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  return { text: new XMLSerializer().serializeToString(root), width, height };
}

/** Renders SVG text to a PNG at `scale` times its size, through an image and a canvas. */
export async function svgToPng(
  svgText: string,
  width: number,
  height: number,
  scale = 2,
): Promise<Blob> {
  // A data: URL, not a blob: one: the server's Content-Security-Policy allows images from data:.
  const image = new Image();
  image.decoding = 'async';
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t`This browser cannot draw images.`);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t`The image could not be made.`))),
      'image/png',
    ),
  );
}

/**
 * Saves the chart inside `container` as an SVG or PNG file called `fileName`, with the header's
 * title, the legend the chart shows on screen (elements marked `data-legend-color`) and the
 * header's footer.
 */
export async function saveChart(
  container: HTMLElement,
  options: {
    fileName: string;
    format: 'svg' | 'png';
    background: string;
    header: Omit<ChartHeader, 'legend'>;
  },
): Promise<void> {
  // The plots: ours, and recharts' (which draws its legend's icons as surfaces too: the header
  // redraws the legend instead).
  const svgs = [
    ...container.querySelectorAll<SVGSVGElement>('svg.chart-surface, svg.recharts-surface'),
  ].filter((svg) => !svg.closest('.recharts-legend-wrapper'));
  if (svgs.length === 0) throw new Error(t`The chart is not drawn yet.`);
  const legend = [...container.querySelectorAll<HTMLElement>('[data-legend-color]')].map(
    (element): LegendEntry => ({
      label: element.textContent?.trim() ?? '',
      color: element.dataset.legendColor ?? '',
      shape: element.dataset.legendShape === 'ring' ? 'ring' : 'dot',
    }),
  );
  const { text, width, height } = serializeChartSvg(svgs, options.background, {
    ...options.header,
    legend,
  });
  if (options.format === 'svg') {
    saveBlob(new Blob([text], { type: 'image/svg+xml' }), safeFilename(options.fileName, 'svg'));
    return;
  }
  saveBlob(await svgToPng(text, width, height), safeFilename(options.fileName, 'png'));
}
