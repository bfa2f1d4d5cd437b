/**
 * The bench's view of the server's memory: resident memory from /proc (what the machine pays) and
 * the server's own figures from bench/memory-probe.mjs (V8's heap, external memory, array buffers,
 * the memory libvips tracks and its cache's items), sampled at moments and as peaks over a phase.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What the server reports of its own memory (bench/memory-probe.mjs): bytes; vipsCacheMb is all the memory libvips tracks (sharp.cache().memory.current), in MB. */
export interface ProbeSample {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  vipsCacheMb: number;
  vipsCacheItems: number;
  concurrency: number;
}

export interface MemoryFigures {
  /** Resident memory read from /proc by the bench, MB. */
  rssMb: number;
  probe: ProbeSample | null;
}

export function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * The kernel's own high-water mark of the process's resident memory (VmHWM), MB: catches a peak
 * that lasts less than a sampling interval (a login's scrypt, one photo's decode).
 */
export function peakResidentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

/** Starts a new high-water mark at the present resident memory (Linux: 5 to /proc/<pid>/clear_refs, for our own child). */
export function resetPeakResident(pid: number | undefined): void {
  if (pid !== undefined) fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

export function readProbe(file: string | undefined): ProbeSample | null {
  if (!file) return null;
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeSample;
  } catch {
    return null;
  }
}

export function memoryNow(pid: number | undefined, probeFile: string | undefined): MemoryFigures {
  return { rssMb: residentMb(pid), probe: readProbe(probeFile) };
}

/**
 * Samples every 100 ms until stopped; answers the highest value of each figure (each its own
 * maximum), resident memory the kernel's high-water mark over the phase.
 */
export function samplePeak(pid: number | undefined, probeFile: string | undefined): { stop(): MemoryFigures } {
  resetPeakResident(pid);
  const peak = memoryNow(pid, probeFile);
  const timer = setInterval(() => {
    peak.rssMb = Math.max(peak.rssMb, residentMb(pid));
    const sample = readProbe(probeFile);
    if (!sample) return;
    if (!peak.probe) peak.probe = sample;
    for (const key of Object.keys(sample) as Array<keyof ProbeSample>) peak.probe[key] = Math.max(peak.probe[key], sample[key]);
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      peak.rssMb = Math.max(peak.rssMb, peakResidentMb(pid));
      return peak;
    },
  };
}

const mb = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 2 ** 20).toFixed(0));

/** One row of the memory table: moment, resident (bench), heap used / total, external, array buffers, vips cache. */
export function memoryRow(moment: string, figures: MemoryFigures): string[] {
  const probe = figures.probe;
  return [
    moment,
    figures.rssMb.toFixed(0),
    `${mb(probe?.heapUsed)} / ${mb(probe?.heapTotal)}`,
    mb(probe?.external),
    mb(probe?.arrayBuffers),
    probe ? `${probe.vipsCacheMb.toFixed(0)} (${probe.vipsCacheItems})` : '–',
  ];
}

export const MEMORY_HEADER = [
  'moment',
  'RSS MB',
  'heap used / total MB',
  'external MB',
  'arrayBuffers MB',
  'vips memory MB (cache items)',
];

/**
 * The service's own settings (the `Environment=` lines of deploy/academy.service: Node's heap limit,
 * glibc's malloc settings), so a server or a child runs as in production. glibc's MALLOC_* variables,
 * GLIBC_TUNABLES and LD_PRELOAD set for the bench replace them (empty: left unset), to compare allocators.
 */
export function serviceEnv(root: string, overrides: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const unit = fs.readFileSync(path.join(root, 'deploy/academy.service'), 'utf8');
  const env: Record<string, string> = {};
  for (const [, name, value] of unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)) if (name && value) env[name] = value;
  const allocator = Object.keys(overrides).filter((name) => /^(MALLOC_\w+|GLIBC_TUNABLES|LD_PRELOAD)$/.test(name));
  for (const name of allocator) {
    const value = overrides[name];
    if (value === '') delete env[name];
    else if (value !== undefined) env[name] = value;
  }
  return env;
}
