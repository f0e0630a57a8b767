// `npm run strings`: what each string catalog still lacks, by key, with the languages that lack
// it (a new English key is one line here until every language has it). Exit 1 when anything
// lacks. `--language <code>` lists one language's problems instead.
import { findCatalogs, problemsOf } from './string-catalogs'

const only = process.argv.includes('--language')
  ? process.argv[process.argv.indexOf('--language') + 1]
  : undefined
const problems = problemsOf(await findCatalogs()).filter((p) => !only || p.language === only)

const byProblem = new Map<string, string[]>()
for (const { dir, language, problem } of problems) {
  const key = `${dir}: ${problem}`
  byProblem.set(key, [...(byProblem.get(key) ?? []), language])
}
for (const [problem, languages] of byProblem) console.log(`${problem} — ${languages.join(', ')}`)
console.log(
  problems.length === 0
    ? 'Every catalog is complete in every language.'
    : `${byProblem.size} problem(s) in ${new Set(problems.map((p) => p.language)).size} language(s).`,
)
process.exit(problems.length === 0 ? 0 : 1)
