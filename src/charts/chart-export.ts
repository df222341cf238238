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

/**
 * A standalone copy of a chart's SVG: computed styles inlined (a saved file has no stylesheet),
 * focus and event attributes dropped, and the background painted so it reads on any viewer. A
 * chart drawn in several stacked blocks (a long balance chart) is saved as one picture.
 */
export function serializeChartSvg(
  svgs: SVGSVGElement | readonly SVGSVGElement[],
  background: string,
): string {
  const parts = Array.isArray(svgs) ? svgs : [svgs as SVGSVGElement];
  const boxes = parts.map((svg) => svg.getBoundingClientRect());
  const top = Math.min(...boxes.map((box) => box.top));
  const left = Math.min(...boxes.map((box) => box.left));
  const width = Math.round(Math.max(...boxes.map((box) => box.right)) - left);
  const height = Math.round(Math.max(...boxes.map((box) => box.bottom)) - top);
  const single = parts.length === 1;
  const root = single
    ? inlinedCopy(parts[0]!)
    : document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  if (!single) {
    parts.forEach((svg, index) => {
      const copy = inlinedCopy(svg);
      copy.setAttribute('x', String(Math.round(boxes[index]!.left - left)));
      copy.setAttribute('y', String(Math.round(boxes[index]!.top - top)));
      root.appendChild(copy);
    });
  }
  root.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const backdrop = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  backdrop.setAttribute('width', '100%');
  backdrop.setAttribute('height', '100%');
  backdrop.setAttribute('fill', background);
  root.insertBefore(backdrop, root.firstChild);
  return new XMLSerializer().serializeToString(root);
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
  if (!context) throw new Error('This browser cannot draw images.');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      'image/png',
    ),
  );
}

/** Saves the chart inside `container` as an SVG or PNG file named after its title. */
export async function saveChart(
  container: HTMLElement,
  title: string,
  format: 'svg' | 'png',
  background: string,
): Promise<void> {
  const svgs = [...container.querySelectorAll<SVGSVGElement>('svg.recharts-surface')];
  if (svgs.length === 0) throw new Error('The chart is not drawn yet.');
  const text = serializeChartSvg(svgs, background);
  if (format === 'svg') {
    saveBlob(new Blob([text], { type: 'image/svg+xml' }), safeFilename(title, 'svg'));
    return;
  }
  const boxes = svgs.map((svg) => svg.getBoundingClientRect());
  const width =
    Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
  const height =
    Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top));
  saveBlob(await svgToPng(text, width, height), safeFilename(title, 'png'));
}
