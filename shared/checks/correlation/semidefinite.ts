// Whether a symmetric matrix is positive semidefinite, as the run's spectral decomposition sees it
// (cobre-stochastic correlation/spectral.rs clips every negative eigenvalue to 0 and logs a warning).
// A Cholesky factorization of the matrix shifted by the tolerance settles the common case in
// n³/3 steps; only when it fails is the smallest eigenvalue computed (cyclic Jacobi, as the run
// does), so rounding never reports a matrix the tolerance accepts.

/** Eigenvalues above -TOLERANCE count as 0: the run clips them too, but they change nothing a planner wrote. */
export const SEMIDEFINITE_TOLERANCE = 1e-9;

/** The smallest eigenvalue when it is below -tolerance, else undefined (the matrix is semidefinite). */
export function negativeEigenvalue(matrix: readonly (readonly number[])[], tolerance = SEMIDEFINITE_TOLERANCE): number | undefined {
  const n = matrix.length;
  if (n === 0 || choleskySucceeds(matrix, tolerance)) return undefined;
  const smallest = Math.min(...jacobiEigenvalues(matrix));
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
