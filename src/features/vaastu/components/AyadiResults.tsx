import type { Lang } from '#src/i18n/index.ts';
import type { VaastuResult } from '../calculator.ts';
import type { VaastuTable } from '../ayadi-tables.ts';
import type { CalculatorStrings } from '../strings.ts';

type Props = { lang: Lang; table: VaastuTable; results: VaastuResult[]; strings: CalculatorStrings; caption: string };

/** The nine outputs: Telugu label and name always, the English ones added on English pages. */
export function AyadiResults({ lang, table, results, strings, caption }: Props) {
  const english = lang === 'en';
  return (
    <table className="ayadi-results">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{strings.colOutput}</th>
          <th scope="col">{strings.colNumber}</th>
          <th scope="col">{strings.colName}</th>
        </tr>
      </thead>
      <tbody>
        {table.outputs.map((output, i) => {
          const result = results[i]!;
          return (
            <tr key={output.key} data-output={output.key}>
              <th scope="row">
                <span lang="te">{output.teLabel}</span>
                {english && <span className="ayadi-results__en">{output.enLabel}</span>}
              </th>
              <td className="ayadi-results__number">{result.number}</td>
              <td>
                {result.teName === null ? (
                  result.number > 0 && <span>{strings.years}</span>
                ) : (
                  <>
                    <span lang="te">{result.teName}</span>
                    {english && result.enName && <span className="ayadi-results__en">{result.enName}</span>}
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
