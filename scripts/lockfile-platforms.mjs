// The npm registry reachable here serves only some platforms' builds of packages such as
// @rollup/rollup-* and @tailwindcss/oxide-*, so `npm install` leaves the other platforms out of
// package-lock.json and `npm ci` then refuses the lock ("Missing: … from lock file"). This adds the
// missing optional platform packages back as entries with their os/cpu, which npm ci skips on other
// platforms, exactly as a lock written against the full registry would. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = {
  arm: 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  loong64: 'loong64',
  wasm32: 'wasm32',
  eabi: 'arm',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpuPart = parts.find((p) => p in CPU);
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os: os ? [os] : undefined, cpu: cpuPart ? [CPU[cpuPart]] : undefined, libc: os === 'linux' && libc ? [libc] : undefined };
}

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = key === '' ? 'node_modules' : `${key}/node_modules`;
    if (lock.packages[`${base}/${dep}`] || lock.packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform build: leave it alone
    lock.packages[`node_modules/${dep}`] = {
      version,
      ...(cpu && { cpu }),
      ...(os && { os }),
      ...(libc && { libc }),
      ...(pkg.dev && { dev: true }),
      optional: true,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} platform entries added`);
