const ratioFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Fulfillment ratio (performance agreed ÷ importance agreed) with two decimals: 0.87, 1.12. */
export function formatRatio(value: number): string {
  return Number.isFinite(value) ? ratioFormat.format(value) : '—';
}
