import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { T } from '../../lib/t.ts';
import MediaPicker, { type PickedImage } from './MediaPicker.tsx';
import { asRichText, linkAddress, RICH_TEXT_EXTENSIONS } from './rich-text-schema.ts';
import { LANGUAGE_NAMES, type Locale } from './state.ts';

interface Props {
  t: T;
  id: string;
  labelId: string;
  locale: Locale;
  value: string;
  english: string;
  onChange: (html: string) => void;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    {children}
  </svg>
);
const ICONS = {
  bulletList: svg(
    <>
      <circle cx="5" cy="6" r="1.6" />
      <circle cx="5" cy="12" r="1.6" />
      <circle cx="5" cy="18" r="1.6" />
      <path d="M9 6h11M9 12h11M9 18h11" />
    </>,
  ),
  orderedList: svg(<path d="M4 4.5h1.5V9M3.5 13.6c0-1.4 2.8-1.4 2.8.2 0 1-2.8 2.2-2.8 3.4h2.8M10 6h10M10 12h10M10 18h10" />),
  blockquote: svg(<path d="M5 8h5v4c0 3-1.5 5-4.5 6M14 8h5v4c0 3-1.5 5-4.5 6" />),
  link: svg(<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />),
  unlink: svg(<path d="M15.7 14l3-3a4 4 0 0 0-5.7-5.7l-1 1M8.3 10l-3 3a4 4 0 0 0 5.7 5.7l1-1M4 4l16 16" />),
  image: svg(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="10" r="1.5" />
      <path d="M21 16l-5-5-9 8" />
    </>,
  ),
  undo: svg(<path d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />),
  redo: svg(<path d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />),
};

interface Tool {
  key: string;
  label: string;
  face: ReactNode;
  /** Whether it is on where the cursor is (a toggle), or undefined for an action. */
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  run: () => void;
}

/**
 * The visual editor of one HTML text in one locale (ItemForm keys it by locale, so each locale has
 * its own undo history): a toolbar with the formats the server keeps, an inline form for link
 * addresses and the media library for pictures. It writes the HTML back into the form's draft;
 * the draft's own text stays as it was until something is really changed.
 */
export default function RichTextEditor({ t, id, labelId, locale, value, english, onChange }: Props) {
  const uid = useId();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const focusedTool = useRef('paragraph');
  /** The draft's text as last set from outside, and how the editor writes it: reverting to the latter gives back the former. */
  const base = useRef({ raw: value, html: '' });
  const written = useRef(value);
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState(false);
  const hintId = `${uid}-hint`;

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': hintId,
        lang: locale,
        class: 'ed-rich-content',
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        return false;
      },
    }),
    [id, labelId, hintId, locale],
  );
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    editorProps,
    onCreate: ({ editor: e }) => {
      base.current.html = htmlOf(e);
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      written.current = html === base.current.html ? base.current.raw : html;
      onChange(written.current);
    },
  });

  // A text set from outside (the form emptied after adding an item) replaces the editor's, outside its undo history.
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    editor
      .chain()
      .command(({ tr }) => {
        tr.setMeta('addToHistory', false);
        return true;
      })
      .setContent(value, { emitUpdate: false })
      .run();
    base.current = { raw: value, html: htmlOf(editor) };
  }, [editor, value]);

  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
      empty: e.isEmpty,
    }),
  });

  const run = (command: (chain: ChainedCommands) => ChainedCommands) => command(editor.chain().focus()).run();
  const closePanel = () => {
    setPanel(null);
    setLinkError(false);
    editor.commands.focus();
  };
  const openLink = () => {
    if (panel === 'link') return closePanel();
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(false);
    setPanel('link');
  };
  const applyLink = () => {
    const address = linkAddress(href);
    if (!address) {
      setLinkError(true);
      return;
    }
    setPanel(null);
    setLinkError(false);
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      run((c) => c.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }));
    } else {
      run((c) => c.extendMarkRange('link').setLink({ href: address }));
    }
  };
  const insertImage = ({ src, alt }: PickedImage) => {
    setPanel(null);
    run((c) => c.setImage({ src, alt }));
  };

  const tools: Tool[] = [
    { key: 'paragraph', label: t('editor.rtParagraph'), face: '¶', pressed: on.paragraph, run: () => run((c) => c.setParagraph()) },
    { key: 'h2', label: t('editor.rtHeading2'), face: 'H2', pressed: on.h2, run: () => run((c) => c.toggleHeading({ level: 2 })) },
    { key: 'h3', label: t('editor.rtHeading3'), face: 'H3', pressed: on.h3, run: () => run((c) => c.toggleHeading({ level: 3 })) },
    { key: 'bold', label: t('editor.rtBold'), face: <b>B</b>, pressed: on.bold, run: () => run((c) => c.toggleBold()) },
    { key: 'italic', label: t('editor.rtItalic'), face: <i>I</i>, pressed: on.italic, run: () => run((c) => c.toggleItalic()) },
    {
      key: 'bulletList',
      label: t('editor.rtBulletList'),
      face: ICONS.bulletList,
      pressed: on.bulletList,
      run: () => run((c) => c.toggleBulletList()),
    },
    {
      key: 'orderedList',
      label: t('editor.rtOrderedList'),
      face: ICONS.orderedList,
      pressed: on.orderedList,
      run: () => run((c) => c.toggleOrderedList()),
    },
    {
      key: 'blockquote',
      label: t('editor.rtQuote'),
      face: ICONS.blockquote,
      pressed: on.blockquote,
      run: () => run((c) => c.toggleBlockquote()),
    },
    { key: 'link', label: t('editor.rtLink'), face: ICONS.link, pressed: on.link, expanded: panel === 'link', run: openLink },
    {
      key: 'unlink',
      label: t('editor.rtRemoveLink'),
      face: ICONS.unlink,
      disabled: !on.link,
      run: () => run((c) => c.extendMarkRange('link').unsetLink()),
    },
    {
      key: 'image',
      label: t('editor.rtImage'),
      face: ICONS.image,
      expanded: panel === 'image',
      run: () => (panel === 'image' ? closePanel() : setPanel('image')),
    },
    { key: 'undo', label: t('editor.rtUndo'), face: ICONS.undo, disabled: !on.undo, run: () => run((c) => c.undo()) },
    { key: 'redo', label: t('editor.rtRedo'), face: ICONS.redo, disabled: !on.redo, run: () => run((c) => c.redo()) },
  ];

  // One tab stop for the whole toolbar (the last tool used, or the first one enabled); arrows move within it.
  useLayoutEffect(() => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const current = buttons.find((b) => b.dataset.tool === focusedTool.current && !b.disabled) ?? buttons.find((b) => !b.disabled);
    for (const b of buttons) b.tabIndex = b === current ? 0 : -1;
  });
  const onToolbarKey = (e: React.KeyboardEvent) => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : null;
    if (e.key === 'Escape') {
      e.preventDefault();
      editor.commands.focus();
    } else if (next !== null && buttons.length > 0) {
      e.preventDefault();
      buttons[(next + buttons.length) % buttons.length].focus();
    }
  };

  const showEnglish = locale !== 'en' && on.empty && english.trim() !== '';
  const englishHtml = useMemo(() => (locale !== 'en' && english.trim() ? asRichText(english) : ''), [english, locale]);

  return (
    <div className="ed-rich">
      <div
        ref={toolbarRef}
        className="ed-rich-tools"
        role="toolbar"
        aria-label={t('editor.rtToolbar')}
        aria-controls={id}
        onKeyDown={onToolbarKey}
        onFocus={(e) => {
          const target = e.target as HTMLElement;
          if (!target.dataset.tool) return;
          focusedTool.current = target.dataset.tool;
          for (const b of toolbarRef.current?.querySelectorAll('button') ?? []) b.tabIndex = b === target ? 0 : -1;
        }}
      >
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="ed-tool"
            data-tool={tool.key}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed}
            aria-expanded={tool.expanded}
            disabled={tool.disabled}
            // Keeps the editor's selection while a tool is clicked with the mouse.
            onMouseDown={(e) => e.preventDefault()}
            onClick={tool.run}
          >
            {tool.face}
          </button>
        ))}
      </div>
      {panel === 'link' && (
        <div className="ed-rich-pop ed-link-form" role="group" aria-label={t('editor.rtLink')}>
          <label htmlFor={`${uid}-href`}>{t('editor.rtLinkAddress')}</label>
          <div className="ed-link-row">
            <input
              id={`${uid}-href`}
              type="url"
              inputMode="url"
              autoComplete="off"
              // The form opens on the editor's request; the address is what comes next.
              autoFocus
              value={href}
              placeholder="https://"
              aria-invalid={linkError}
              aria-describedby={linkError ? `${uid}-href-error` : undefined}
              onChange={(e) => {
                setHref(e.target.value);
                setLinkError(false);
              }}
              onKeyDown={(e) => {
                // Enter would submit the whole item form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  closePanel();
                }
              }}
            />
            <button type="button" className="btn" onClick={applyLink}>
              {t('editor.rtApplyLink')}
            </button>
            <button type="button" className="btn btn-outline" onClick={closePanel}>
              {t('editor.rtCancel')}
            </button>
          </div>
          {linkError && (
            <p className="error-text" id={`${uid}-href-error`} role="alert">
              {t('editor.rtLinkInvalid')}
            </p>
          )}
        </div>
      )}
      {panel === 'image' && <MediaPicker t={t} locale={locale} onPick={insertImage} onClose={closePanel} />}
      <div className="ed-rich-stack">
        <EditorContent editor={editor} className="ed-rich-body" />
        {showEnglish && (
          <div className="ed-rich-content ed-rich-ghost" aria-hidden="true" dangerouslySetInnerHTML={{ __html: englishHtml }} />
        )}
      </div>
      <p className="ed-hint" id={hintId}>
        {showEnglish && (
          <>
            {t('editor.rtEnglishShown', { language: LANGUAGE_NAMES[locale] })}{' '}
            <button type="button" className="ed-text-button" onClick={() => run((c) => c.setContent(english))}>
              {t('editor.rtUseEnglish')}
            </button>{' '}
          </>
        )}
        {t('editor.rtKeys')}
      </p>
    </div>
  );
}
