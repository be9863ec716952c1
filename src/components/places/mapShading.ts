// The map's shading classes: quantile breaks over the non-zero values, so that a few large
// units (Kyiv city) do not leave every other unit in the lightest class. Class 0 is "none".

export const SHADE_CLASSES = 5;

/** The id of a level's hatch pattern (one map per page). */
export const hatchId = (level: number) => `region-map-hatch-${level}`;

export interface ShadeClass {
  /** 1…SHADE_CLASSES; 0 is no projects. */
  level: number;
  /** The smallest and largest value of the data in this class. */
  min: number;
  max: number;
}

/** The classes the values fall into (only classes that hold a value; at most SHADE_CLASSES). */
export function shadeClasses(values: readonly number[]): ShadeClass[] {
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const classes: ShadeClass[] = [];
  let start = 0;
  for (let k = 1; k <= SHADE_CLASSES && start < sorted.length; k++) {
    // At least one value a class: a run of equal values that filled one class moves the next on.
    let end = Math.max(start, Math.ceil((k * sorted.length) / SHADE_CLASSES) - 1);
    // Equal values stay in one class.
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]) end++;
    classes.push({ level: 0, min: sorted[start]!, max: sorted[end]! });
    start = end + 1;
  }
  // Spread the levels over 1…SHADE_CLASSES, so that fewer classes still span light to dark.
  return classes.map((c, i) => ({
    ...c,
    level:
      classes.length === 1
        ? SHADE_CLASSES
        : 1 + Math.round((i * (SHADE_CLASSES - 1)) / (classes.length - 1)),
  }));
}

/** A value's level among the classes (0 for zero or less). */
export function shadeLevel(value: number, classes: readonly ShadeClass[]): number {
  if (value <= 0) return 0;
  return classes.find((c) => value <= c.max)?.level ?? classes.at(-1)?.level ?? 0;
}
