import { expect } from 'chai';
import * as yup from 'yup';
import { fieldsReadBy, validatedAlone } from '../../../lib/form/rule-dependencies.js';

describe('rule-dependencies: which fields a field rule reads', () => {
  it('reads nothing else through yup\'s own tests, whatever their parameters', () => {
    expect([...fieldsReadBy(yup.string().required().min(3).max(9).matches(/^[A-Z]/, 'capital').trim())!]).to.deep.equal([]);
    expect([...fieldsReadBy(yup.number().integer().positive().lessThan(10))!]).to.deep.equal([]);
    expect([...fieldsReadBy(yup.string().oneOf(['a', 'b']))!]).to.deep.equal([]);
  });

  it('reads the fields its when() names, and those a yup.ref() names in a parameter or oneOf', () => {
    expect([...fieldsReadBy(yup.string().when('status', { is: 'x', then: (schema) => schema.required() }))!]).to.deep.equal(['status']);
    expect([...fieldsReadBy(yup.number().min(yup.ref('pages')))!]).to.deep.equal(['pages']);
    expect([...fieldsReadBy(yup.string().oneOf(['a', yup.ref('title')]))!]).to.deep.equal(['title']);
  });

  it('cannot say what a test of the application\'s reads (this.parent): null', () => {
    expect(fieldsReadBy(yup.string().test('differs', 'no', function (value) { return value !== this.parent.title; }))).to.equal(null);
  });

  it('says a set of fields is validated alone only when no rule ties it to another', () => {
    const fields = {
      title: yup.string().required(),
      author: yup.string().matches(/^[^0-9]*$/, 'no digits'),
      pages: yup.number().min(yup.ref('minimum')),
      minimum: yup.number(),
      note: yup.string().when('status', { is: 'draft', then: (schema) => schema.required() }),
      status: yup.string(),
    };
    expect(validatedAlone(fields, ['title'], true), 'a rule on another field that reads only itself').to.equal(true);
    expect(validatedAlone(fields, ['minimum'], true), 'pages reads minimum').to.equal(false);
    expect(validatedAlone(fields, ['pages'], true), 'pages reads minimum itself').to.equal(false);
    expect(validatedAlone(fields, ['status'], true), 'note reads status').to.equal(false);
    expect(validatedAlone(fields, ['title', 'author'], true)).to.equal(true);
    const opaque = { ...fields, secret: yup.string().test('mine', 'x', () => true) };
    expect(validatedAlone(opaque, ['title'], true), 'a test nothing can see into may read any field').to.equal(false);
  });
});
