// Whether a symmetric matrix is positive semidefinite, as the run's spectral decomposition sees it
// (cobre-stochastic correlation/spectral.rs clips every negative eigenvalue to 0 and logs a warning).
// A Cholesky factorization of the matrix shifted by the tolerance settles the common case in
// n³/3 steps; only when it fails is the smallest eigenvalue computed (Householder reduction to a
// tridiagonal matrix, then bisection on its Sturm sequence: a 160×160 matrix in milliseconds, where
// the cyclic Jacobi the run uses took a third of a second), so rounding never reports a matrix the
// tolerance accepts. Jacobi stays as the tests' reference.

/** Eigenvalues above -TOLERANCE count as 0: the run clips them too, but they change nothing a planner wrote. */
export const SEMIDEFINITE_TOLERANCE = 1e-9;

/** The smallest eigenvalue when it is below -tolerance, else undefined (the matrix is semidefinite). */
export function negativeEigenvalue(matrix: readonly (readonly number[])[], tolerance = SEMIDEFINITE_TOLERANCE): number | undefined {
  const n = matrix.length;
  if (n === 0 || choleskySucceeds(matrix, tolerance)) return undefined;
  const smallest = smallestEigenvalue(matrix);
  return smallest < -tolerance ? smallest : undefined;
}

/** Cholesky of `matrix + tolerance·I`: succeeds when every eigenvalue is above -tolerance (up to rounding). */
function choleskySucceeds(matrix: readonly (readonly number[])[], tolerance: number): boolean {
  const n = matrix.length;
  const l = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    let diagonal = matrix[j]![j]! + tolerance;
    for (let k = 0; k < j; k++) diagonal -= l[j * n + k]! * l[j * n + k]!;
    if (!(diagonal > 0)) return false;
    const pivot = Math.sqrt(diagonal);
    l[j * n + j] = pivot;
    for (let i = j + 1; i < n; i++) {
      let sum = matrix[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i * n + k]! * l[j * n + k]!;
      l[i * n + j] = sum / pivot;
    }
  }
  return true;
}

/** The smallest eigenvalue of a symmetric matrix: Householder tridiagonalization, then Sturm bisection. */
export function smallestEigenvalue(matrix: readonly (readonly number[])[]): number {
  const { diagonal, offDiagonal } = tridiagonal(matrix);
  const n = diagonal.length;
  // Gershgorin bounds of the tridiagonal matrix hold every eigenvalue.
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < n; i++) {
    const radius = Math.abs(offDiagonal[i]!) + (i + 1 < n ? Math.abs(offDiagonal[i + 1]!) : 0);
    low = Math.min(low, diagonal[i]! - radius);
    high = Math.max(high, diagonal[i]! + radius);
  }
  for (let step = 0; step < 200 && high - low > 1e-13 * Math.max(1, Math.abs(low), Math.abs(high)); step++) {
    const middle = (low + high) / 2;
    if (eigenvaluesBelow(diagonal, offDiagonal, middle) >= 1) high = middle;
    else low = middle;
  }
  return (low + high) / 2;
}

/** How many eigenvalues of the tridiagonal matrix are below `x` (the sign changes of its Sturm sequence). */
function eigenvaluesBelow(diagonal: Float64Array, offDiagonal: Float64Array, x: number): number {
  let count = 0;
  let q = 1;
  for (let i = 0; i < diagonal.length; i++) {
    q = diagonal[i]! - x - (i > 0 ? (offDiagonal[i]! * offDiagonal[i]!) / q : 0);
    if (q === 0) q = -1e-300;
    if (q < 0) count++;
  }
  return count;
}

/**
 * Householder reduction of a symmetric matrix to tridiagonal form, eigenvalues only (Numerical
 * Recipes' tred2 without the transformation matrix): `offDiagonal[i]` joins rows i - 1 and i.
 */
function tridiagonal(matrix: readonly (readonly number[])[]): { diagonal: Float64Array; offDiagonal: Float64Array } {
  const n = matrix.length;
  const a = matrix.map((row) => Float64Array.from(row));
  const d = new Float64Array(n);
  const e = new Float64Array(n);
  for (let i = n - 1; i > 0; i--) {
    const l = i - 1;
    const row = a[i]!;
    if (l > 0) {
      let scale = 0;
      for (let k = 0; k <= l; k++) scale += Math.abs(row[k]!);
      if (scale === 0) {
        e[i] = row[l]!;
        continue;
      }
      let h = 0;
      for (let k = 0; k <= l; k++) {
        row[k]! /= scale;
        h += row[k]! * row[k]!;
      }
      let f = row[l]!;
      let g = f >= 0 ? -Math.sqrt(h) : Math.sqrt(h);
      e[i] = scale * g;
      h -= f * g;
      row[l] = f - g;
      f = 0;
      for (let j = 0; j <= l; j++) {
        g = 0;
        for (let k = 0; k <= j; k++) g += a[j]![k]! * row[k]!;
        for (let k = j + 1; k <= l; k++) g += a[k]![j]! * row[k]!;
        e[j] = g / h;
        f += e[j]! * row[j]!;
      }
      const hh = f / (h + h);
      for (let j = 0; j <= l; j++) {
        f = row[j]!;
        g = e[j]! - hh * f;
        e[j] = g;
        for (let k = 0; k <= j; k++) a[j]![k]! -= f * e[k]! + g * row[k]!;
      }
    } else {
      e[i] = row[l]!;
    }
  }
  for (let i = 0; i < n; i++) d[i] = a[i]![i]!;
  e[0] = 0;
  return { diagonal: d, offDiagonal: e };
}

const MAX_SWEEPS = 100;

/** The eigenvalues of a symmetric matrix by cyclic Jacobi rotations. */
export function jacobiEigenvalues(matrix: readonly (readonly number[])[]): number[] {
  const n = matrix.length;
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) a[i * n + j] = matrix[i]![j]!;
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let off = 0;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) off += a[i * n + j]! * a[i * n + j]!;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
      }
    }
  }
  return Array.from({ length: n }, (_, i) => a[i * n + i]!);
}
