/** The menu's price filter range (./filterState.ts keeps it in the address; ./localMenu.ts applies it). */
export interface PriceRange {
  min: number;
  max: number;
}

/** Is the range narrower than the bounds (so the price condition must be applied)? */
export function rangeIsNarrowed(range: PriceRange, bounds: PriceRange): boolean {
  return range.min > bounds.min || range.max < bounds.max;
}
