import { describe, expect, it } from 'vitest';
import { serializeChartSvg } from './chart-export';

/** The saved picture's top-level elements of one kind. */
function top(saved: Element, name: string): Element[] {
  return [...saved.children].filter((child) => child.localName === name);
}

function chart(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'circle'));
  document.body.appendChild(svg);
  return svg;
}

describe('serializeChartSvg', () => {
  it('puts the title and the legend above the chart, so the saved picture explains itself', () => {
    const { text, height } = serializeChartSvg(chart(), '#ffffff', {
      title: 'Importance × performance',
      legend: [
        { label: 'Unfulfilled', color: '#d32f2f' },
        { label: 'Fulfilled', color: '#2e7d32' },
      ],
      color: '#111111',
      font: 'system-ui',
    });
    const saved = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    const texts = top(saved, 'text').map((t) => t.textContent);
    expect(texts).toEqual(['Importance × performance', 'Unfulfilled', 'Fulfilled']);
    const dots = top(saved, 'circle').map((c) => c.getAttribute('fill'));
    expect(dots).toEqual(['#d32f2f', '#2e7d32']);
    // The chart itself starts below the header, and the picture is that much taller.
    const copy = top(saved, 'svg')[0]!;
    expect(Number(copy.getAttribute('y'))).toBe(height);
    expect(saved.getAttribute('height')).toBe(String(height));
    expect(height).toBeGreaterThan(30);
  });

  it('saves the chart alone, on its background, without a header', () => {
    const { text, height } = serializeChartSvg(chart(), '#ffffff');
    const saved = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    expect(top(saved, 'rect')[0]?.getAttribute('fill')).toBe('#ffffff');
    expect(top(saved, 'text')).toEqual([]);
    expect(height).toBe(0);
  });
});
