// The product and category forms' own checks (spec section 5); each returns the alert text
// or null, and the first problem wins.
export type Problem = string | null;

export function required(field: string, value: string): Problem {
  return value.trim() === '' ? `${field} is required.` : null;
}

export function nonNegative(field: string, value: string, wholeNumber: boolean): Problem {
  const n = Number(value.trim());
  if (!Number.isFinite(n) || n < 0) return `${field} must be a number of at least 0.`;
  if (wholeNumber && !Number.isInteger(n)) return `${field} must be a whole number.`;
  return null;
}

export function firstProblem(problems: Problem[]): Problem {
  return problems.find((p) => p !== null) ?? null;
}
