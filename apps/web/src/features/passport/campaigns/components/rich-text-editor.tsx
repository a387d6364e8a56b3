// The template body's rich-text editor (Tiptap through @mantine/tiptap). Loaded on its own chunk by
// email-content-editor.tsx, so only the screen that edits a template pays for it.
import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { MergeFieldMenu } from './merge-field-menu.tsx';

type Props = {
  /** The HTML being edited; a new value from outside (another template) replaces the content. */
  html: string;
  onChange: (html: string) => void;
  label: string;
  editable: boolean;
};

export default function RichTextEditor({ html, onChange, label, editable }: Props) {
  const editor = useEditor({
    // StarterKit 3 brings its own Link; Mantine's Link (with its keyboard shortcut) replaces it.
    extensions: [StarterKit.configure({ link: false }), Link],
    content: html,
    editable,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // useEditor replaces its editor when it re-creates it (the template changes under it), and the
  // effects of a render can still hold the destroyed one: reading its HTML then threw and took the
  // whole page to the error screen (seen in Chromium's headless shell, which renders faster).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (html !== editor.getHTML()) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(editable);
  }, [editor, editable]);

  return (
    <MantineRichTextEditor editor={editor}>
      <MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Bold />
          <MantineRichTextEditor.Italic />
          <MantineRichTextEditor.Underline />
          <MantineRichTextEditor.ClearFormatting />
        </MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.H2 />
          <MantineRichTextEditor.H3 />
          <MantineRichTextEditor.BulletList />
          <MantineRichTextEditor.OrderedList />
        </MantineRichTextEditor.ControlsGroup>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Link />
          <MantineRichTextEditor.Unlink />
        </MantineRichTextEditor.ControlsGroup>
        <MergeFieldMenu onInsert={(token) => editor?.chain().focus().insertContent(token).run()} />
      </MantineRichTextEditor.Toolbar>
      <MantineRichTextEditor.Content />
    </MantineRichTextEditor>
  );
}
