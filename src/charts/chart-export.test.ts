import { describe, expect, it } from 'vitest';
import { serializeChartSvg, wrapText } from './chart-export';

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

  it('writes the footer under the chart: what it shows, of whom, and when it was saved', () => {
    const footer = [
      'A: Retail Banking CX 2026 Q3 · All respondents · Age group: 18-24 · 1,234 respondents',
      'B: Retail Banking CX 2026 Q3 · All respondents · Age group: 55+ · 2,001 respondents',
      'Exported from Pulse May 1, 2026, 10:20 AM',
    ];
    const { text, height } = serializeChartSvg(chart(), '#ffffff', {
      title: 'Fulfillment balance: A and B',
      legend: [{ label: 'A', color: '#00897b', shape: 'ring' }],
      color: '#111111',
      font: 'system-ui',
      footer,
    });
    const saved = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    const chartTop = Number(top(saved, 'svg')[0]!.getAttribute('y'));
    const lines = top(saved, 'text').slice(2);
    // jsdom lays nothing out: the picture is 0 wide, so each line wraps at 20 characters, and
    // every word of the footer is still there, in order, below the chart.
    expect(lines.map((line) => line.textContent).join(' ')).toBe(footer.join(' '));
    for (const line of lines) expect(Number(line.getAttribute('y'))).toBeGreaterThan(chartTop);
    expect(height).toBeGreaterThan(chartTop + lines.length * 16);
    // The legend keeps the series' shape: a ring for group A.
    expect(top(saved, 'circle')[0]?.getAttribute('fill')).toBe('none');
  });
});

describe('wrapText', () => {
  it('breaks at spaces, keeping a long word whole on its own line', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('a verylongwordindeed b', 5)).toEqual(['a', 'verylongwordindeed', 'b']);
    expect(wrapText('  ', 5)).toEqual([]);
  });
});
