import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './portal';

// Debian's nginx in front of a portal, as docs/deployment.md configures it: kept-alive upstream
// connections and the client's address appended to X-Forwarded-For. Its own prefix, config and
// temp folders in a temp directory, in the foreground, on a free loopback port.

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const hasNginx = () => fs.existsSync(NGINX);

export interface RunningProxy {
  url: string;
  stop: () => Promise<void>;
}

/** The `http` block's part for the portal (the deployment guide shows the same). */
export const portalProxyConfig = (upstreamPort: number, listenPort: number) => `
  upstream portal {
    server 127.0.0.1:${upstreamPort};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`;

export async function startNginx(upstreamPort: number): Promise<RunningProxy> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-nginx-'));
  const port = await freePort();
  const temp = (name: string) => path.join(prefix, name);
  fs.writeFileSync(
    temp('nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  ${portalProxyConfig(upstreamPort, port)}
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', temp('nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', temp('nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}
