import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * A Debian tool the deployment tests drive (nginx, caddy): its first path that exists, else what `which`
 * finds, else null, so a developer without it sees those tests skip with the reason. On CI (`CI` set) a
 * missing tool throws instead: .ci/run installs it, so its absence is a broken install step, never a skip.
 */
export function installedTool(name: string, candidates: string[]): string | null {
  const found =
    candidates.find((candidate) => existsSync(candidate)) ??
    (() => {
      const which = spawnSync('which', [name], { encoding: 'utf8' });
      return which.status === 0 ? which.stdout.trim() : null;
    })();
  if (!found && process.env.CI) {
    throw new Error(
      `${name} is not installed, and CI runs the tests that need it: .ci/run installs it (apt-get install ${name})`,
    );
  }
  return found;
}
