import { expect } from 'chai';
import { sseEvent } from '../../../../lib/realtime/hub/sse-event.js';

describe('sseEvent(update)', () => {
  it('writes the id and one data line, then a blank line', () => {
    expect(sseEvent({ id: 'urn:uuid:1', topics: ['t'], data: '{"a":1}', private: false })).to.equal('id: urn:uuid:1\ndata: {"a":1}\n\n');
  });

  it('splits data on every kind of line break, so a line cannot forge a field', () => {
    expect(sseEvent({ id: '1', topics: ['t'], data: 'a\rid: forged\r\nb\nc', private: false })).to.equal('id: 1\ndata: a\ndata: id: forged\ndata: b\ndata: c\n\n');
  });

  it('writes event: and retry: when given', () => {
    expect(sseEvent({ id: '1', topics: ['t'], data: '', private: true, type: 'change', retry: 3000 })).to.equal('id: 1\nevent: change\nretry: 3000\ndata: \n\n');
  });
});
