import { describe, expect, it } from 'vitest'
import { facadeOf, withoutFacade } from './no-dynamic-facades'

describe('dynamic-import facades', () => {
  it('recognises a file that only re-exports from another chunk', () => {
    expect(facadeOf('export{t as default,n as folioFieldKit}from"./plugin-seo-C2.js";')).toEqual({
      target: 'plugin-seo-C2.js',
      names: [
        ['t', 'default'],
        ['n', 'folioFieldKit'],
      ],
    })
    expect(facadeOf('import"./x.js";export{t as default}from"./y.js";')).toBeUndefined()
    expect(facadeOf('var e=1;export{e as default};')).toBeUndefined()
  })

  it('loads the target chunk instead, picks the same names, and preloads the target', async () => {
    const facade = facadeOf('export{Mt as Component,Nt as prefetch}from"./app-A.js";')!
    const code =
      'const d=["./route-R.js","./app-A.js"];const load=()=>import(`./route-R.js`);export{load,d};'
    const rewritten = withoutFacade(code, 'route-R.js', facade)
    expect(rewritten).not.toContain('route-R.js')
    expect(rewritten).toContain('"./app-A.js","./app-A.js"')
    // The rewritten import runs: the names the importer sees come from the target's exports.
    const module = { Mt: 'the component', Nt: 'the prefetch', other: 1 }
    const run = new Function(
      'load',
      `return (${rewritten.match(/\(\)=>(import\(.*?\}\)\))/)![1]!.replace(/^import\([^)]*\)/, 'load()')})`,
    ) as (load: () => Promise<unknown>) => Promise<unknown>
    await expect(run(() => Promise.resolve(module))).resolves.toEqual({
      Component: 'the component',
      prefetch: 'the prefetch',
    })
  })
})
