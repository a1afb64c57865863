-- wrk's end-of-run hook: one line of JSON that scripts/bench/wrk.ts reads (wrk's own report
-- rounds its figures and changes units from run to run).
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_SUMMARY {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,' ..
      '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
