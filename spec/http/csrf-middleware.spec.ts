import { expect } from 'chai';
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { HttpError, type CsrfProtection } from '../../lib/index.js';
import { requireCsrf } from '../../lib/http/router/csrf-middleware.js';

/** A protection whose verdict is given by the spec. */
const protection = (verify: CsrfProtection['verify']): CsrfProtection => ({ verify, token: () => 't' });

describe('requireCsrf(csrf)', () => {
  const app = (csrf: CsrfProtection) =>
    express()
      .post('/', requireCsrf(csrf), (_req, res) => void res.json({ passed: true }))
      .use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
        res.status(error instanceof HttpError ? error.status : 500).json({ code: (error as HttpError).code ?? 'other' });
      });

  const verdicts: Array<[string, CsrfProtection['verify'], number]> = [
    ['true', () => true, 200],
    ['false', () => false, 403],
    ['a truthy value other than true', () => 'yes' as never, 403],
    ['a promise of true', async () => true, 200],
    ['a promise of false', async () => false, 403],
    ['a thenable of true', () => ({ then: (resolve: (value: boolean) => void) => resolve(true) }) as never, 200],
    ['a thenable of false', () => ({ then: (resolve: (value: boolean) => void) => resolve(false) }) as never, 403],
  ];
  for (const [name, verify, status] of verdicts) {
    it(`answers ${status} when the protection answers ${name}`, async () => {
      const res = await request(app(protection(verify))).post('/').expect(status);
      if (status === 403) expect(res.body).to.deep.equal({ code: 'csrf_invalid' });
    });
  }

  it('hands a protection\'s own failure, thrown or rejected, to the error handler', async () => {
    await request(app(protection(() => { throw new Error('broken'); }))).post('/').expect(500, { code: 'other' });
    await request(app(protection(() => Promise.reject(new Error('broken'))))).post('/').expect(500, { code: 'other' });
  });

  it('passes a request at once when the protection answers synchronously', () => {
    let passed = false;
    const returned = requireCsrf(protection(() => true))({} as Request, {} as Response, () => void (passed = true));
    expect(passed).to.equal(true);
    expect(returned).to.equal(undefined);
  });
});
