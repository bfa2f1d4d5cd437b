import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadEnv } from '#server/env';

const here = import.meta.dirname;
const read = (file: string) => fs.readFileSync(path.join(here, file), 'utf8');

/** KEY=value lines as systemd's EnvironmentFile reads them (comments and blank lines skipped). */
function envFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('deploy/', () => {
  it('the env template lists every variable the server reads, and the server accepts it as is', () => {
    const template = envFile(read('academy.env.example'));
    expect(Object.keys(template).sort()).toEqual([...ENV_VARIABLES].sort());
    const env = loadEnv(template);
    expect(env).toMatchObject({ HOST: '127.0.0.1', NODE_ENV: 'production', BACKUP_HOUR: 3 });
    // One proxy hop (Caddy), whatever type the parsed setting has.
    expect(template.TRUST_PROXY).toBe('1');
    expect(env.TRUST_PROXY).toBeTruthy();
    expect(env.backupDir).toBe('/var/backups/academy');
  });

  it('the README configuration table names every variable', () => {
    const readme = fs.readFileSync(path.join(here, '..', 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Scripts'));
    for (const name of ENV_VARIABLES) expect(table, name).toContain(`\`${name}\``);
  });

  it('the unit writes only to the data and backup folders of the env template', () => {
    const unit = read('academy.service');
    const template = envFile(read('academy.env.example'));
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    expect(unit).toMatch(/^NoNewPrivileges=yes$/m);
    expect(unit).toMatch(/^User=academy$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/academy\/academy\.env$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^RestartPreventExitStatus=78$/m);
    expect(unit).toContain(`ReadWritePaths=${template.DATA_DIR} ${template.BACKUP_DIR}\n`);
  });

  it('the unit runs the compiled server of the build it serves, inside the code folder', () => {
    const unit = read('academy.service');
    const template = envFile(read('academy.env.example'));
    const workDir = /^WorkingDirectory=(.+)$/m.exec(unit)?.[1];
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node \$\{DIST_DIR\}\/server\/index\.js$/m);
    expect(unit).not.toContain('tsx');
    // The compiled files import their packages from the node_modules above them.
    expect(template.DIST_DIR?.startsWith(`${workDir}/`)).toBe(true);
  });

  it('the Caddyfile proxies to the address and port of the env template', () => {
    const template = envFile(read('academy.env.example'));
    expect(read('Caddyfile')).toContain(`reverse_proxy ${template.HOST}:${template.PORT} {`);
  });

  it('the maintenance script is valid sh', () => {
    expect(() => execFileSync('sh', ['-n', path.join(here, 'academy')])).not.toThrow();
  });
});
