/*
 * Stands in for react-quill-new in screen tests : jsdom has no selection
 * model, so the real editor is exercised in Playwright instead. The textarea carries Quill's
 * `ql-editor` class so the wrapper's labelling code names it as it names the real editing area.
 */
type QuillMockProps = { value: string; onChange: (value: string) => void; placeholder?: string; readOnly?: boolean }

export default function QuillMock({ value, onChange, placeholder, readOnly }: QuillMockProps) {
  return (
    <textarea
      className="ql-editor"
      value={value}
      placeholder={placeholder}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}

class LinkStub {
  static sanitize(url: string): string {
    return url
  }
}

export const Quill = {
  import: () => LinkStub,
  register: () => {},
}
