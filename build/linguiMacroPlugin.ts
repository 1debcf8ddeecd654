import { transformAsync, types as t, type PluginObj } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/*
 * The interface's English is written where it is used, with Lingui's macros (`t`, `msg`, `<Trans>`, `plural`):
 * docs/languages.md. This runs the macros on the files that use them, and keeps each English message in the code,
 * compiled: the home page then carries only its own English, not a catalogue of every screen's, and the app needs
 * no message parser at run time. Only the Hindi catalogue is loaded, and only when Hindi is chosen.
 */

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/

/** A message descriptor's `message` (the English, as the macro wrote it) replaced by its compiled form. */
function compileSourceMessages(): PluginObj {
  return {
    name: 'edemy-compile-source-messages',
    visitor: {
      ObjectExpression(path) {
        const property = (name: string) =>
          path.node.properties.find(
            (node): node is t.ObjectProperty =>
              t.isObjectProperty(node) && t.isIdentifier(node.key, { name }) && !node.computed,
          )
        const id = property('id')
        const message = property('message')
        if (!id || !message || !t.isStringLiteral(id.value) || !t.isStringLiteral(message.value)) return
        const text = message.value.value
        const compiled = compileMessageOrThrow(text)
        // A plain text stays as it is; anything with placeholders, plurals or escapes becomes Lingui's compiled form.
        if (compiled.length !== 1 || compiled[0] !== text) message.value = t.valueToNode(compiled)
      },
    },
  }
}

/** Transforms `code` of `filename` when it imports a Lingui macro; null when it does not. */
export async function transformMessages(code: string, filename: string) {
  if (!MACRO_IMPORT.test(code)) return null
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    // Parsed only: TypeScript and JSX are compiled afterwards by Vite, as for every other file.
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [[linguiMacro, { stripMessageField: false }], compileSourceMessages],
  })
  return result?.code ? { code: result.code, map: result.map } : null
}

export function linguiMacroPlugin(): Plugin {
  return {
    name: 'edemy:lingui-macro',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null
      return transformMessages(code, id)
    },
  }
}
