import { describe, expect, it } from 'vitest';
import { parseWrkSummary } from './wrk.ts';

describe('parseWrkSummary', () => {
  it("reads the line wrk-summary.lua prints among wrk's own report", () => {
    const output = [
      'Running 2s test @ http://127.0.0.1:8080/',
      '  2 threads and 50 connections',
      '  40000 requests in 2.00s, 500.00MB read',
      'Requests/sec:  20000.00',
      'WRK_SUMMARY {"requests":40000,"durationUs":2000000,"p50Us":1500,"p99Us":12250,' +
        '"connect":0,"read":1,"write":0,"status":3,"timeout":2}',
    ].join('\n');
    expect(parseWrkSummary(output)).toEqual({ requests: 40000, rps: 20000, p50: 1.5, p99: 12.25, errors: 6 });
  });

  it('fails, showing what wrk printed, when the summary is missing', () => {
    expect(() => parseWrkSummary('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/Connection refused/);
  });
});
