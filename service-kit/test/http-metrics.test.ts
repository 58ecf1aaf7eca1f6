import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { nameRoute, ServiceMetrics, summarizeRequests } from '../src/metrics/http-metrics.js';

const everything = () => true;

describe('request summaries from the latency histogram', () => {
  it('say nothing before the first request', async () => {
    expect(await summarizeRequests(new ServiceMetrics('quiet'), everything)).toEqual({
      requests: 0,
      p50Seconds: null,
      errorRate: null,
    });
  });

  it('give the median within its bucket and the share of 5xx answers, for the routes asked about', async () => {
    const metrics = new ServiceMetrics('summary');
    const observe = (route: string, status: string, seconds: number) =>
      metrics.httpDuration.observe({ method: 'GET', route, status }, seconds);
    // Four API requests: two in the 0.01–0.025 s bucket, one faster, one slower; one of them a 503.
    observe('proxy:forum', '200', 0.004);
    observe('proxy:forum', '200', 0.012);
    observe('proxy:forum', '503', 0.02);
    observe('/api/docs', '200', 0.3);
    observe('/healthz', '200', 5); // left out below
    metrics.httpErrors.inc({ method: 'GET', route: 'proxy:forum', status: '503' });

    const summary = await summarizeRequests(metrics, (route) => route !== '/healthz');
    expect(summary.requests).toBe(4);
    expect(summary.errorRate).toBe(0.25);
    // The 2nd of 4 falls in (0.01, 0.025], which holds 2 of them after 1 below: 0.01 + 0.015 × 1/2.
    expect(summary.p50Seconds).toBeCloseTo(0.0175, 6);
  });

  it("past the last bucket, the median is that bucket's bound", async () => {
    const metrics = new ServiceMetrics('slow');
    for (const seconds of [9, 9, 9])
      metrics.httpDuration.observe({ method: 'GET', route: 'x', status: '200' }, seconds);
    expect((await summarizeRequests(metrics, everything)).p50Seconds).toBe(2.5);
  });
});

describe('naming a route no Express route matched', () => {
  it('labels a request handled by middleware (a proxy) with the name it was given', async () => {
    const metrics = new ServiceMetrics('named');
    const app = express();
    app.use(metrics.middleware());
    app.get('/api/docs', (_req, res) => void res.json({}));
    app.use('/api', (_req, res) => {
      nameRoute(res, 'proxy:forum');
      res.status(503).json({ message: 'down' });
    });
    await request(app).get('/api/forum/threads/123');
    await request(app).get('/api/docs');
    const routes = (await metrics.httpDuration.get()).values
      .filter((value) => value.metricName?.endsWith('_count'))
      .map((value) => `${value.labels.route} ${value.labels.status}`);
    expect(routes.sort()).toEqual(['/api/docs 200', 'proxy:forum 503']);
  });
});
