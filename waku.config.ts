import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'waku/config';
import { has404AsTransition } from './src/buildTime/vitePlugins/has404AsTransition';
import { hydrateAfterPaint } from './src/buildTime/vitePlugins/hydrateAfterPaint';
import { nodeHtmlRenderer } from './src/buildTime/vitePlugins/nodeHtmlRenderer';
import { inlineFlightData } from './src/buildTime/vitePlugins/inlineFlightData';
import { inlineSuspenseContent } from './src/buildTime/vitePlugins/inlineSuspenseContent';
import { stylesheetPreloadAs } from './src/buildTime/vitePlugins/stylesheetPreloadAs';

export default defineConfig({
  vite: {
    plugins: [
      vanillaExtractPlugin(),
      inlineSuspenseContent(),
      nodeHtmlRenderer(),
      inlineFlightData(),
      hydrateAfterPaint(),
      has404AsTransition(),
      stylesheetPreloadAs(),
    ],
    environments: {
      // Native and Node-only modules stay outside the server bundle (bundled better-sqlite3
      // crashes with "__filename is not defined").
      rsc: {
        resolve: {
          external: [
            'better-sqlite3',
            'pg',
            'nodemailer',
            'exceljs',
            'pdfkit',
            'sanitize-html',
            'prom-client',
            'pino',
          ],
        },
      },
      ssr: {
        resolve: {
          external: ['better-sqlite3', 'pg', 'prom-client', 'pino'],
        },
      },
    },
  },
});
