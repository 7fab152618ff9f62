// The Tips CMS's rich-text editor: a contentEditable area with a small toolbar (bold, italic,
// underline, heading, lists, link). It needs no library: the browser's editing commands give
// the few formats a tip uses, and the server's allow-list (modules/tips/sanitize.ts) is the one
// judge of what HTML is kept, so nothing here is trusted. Loaded lazily with the CMS page's
// dialog (decision 370).
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Title from '@mui/icons-material/Title';
import { Box, Divider, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Command = { label: string; icon: ReactNode; run: () => void };

export default function RichTextEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useTranslation('content');
  const area = useRef<HTMLDivElement>(null);
  // The initial HTML is set once; afterwards the DOM is the source and reports its changes.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  const exec = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    onChange(area.current?.innerHTML ?? '');
  };
  const commands: Command[] = [
    { label: t('editor.bold'), icon: <FormatBold />, run: () => exec('bold') },
    { label: t('editor.italic'), icon: <FormatItalic />, run: () => exec('italic') },
    { label: t('editor.underline'), icon: <FormatUnderlined />, run: () => exec('underline') },
    { label: t('editor.heading'), icon: <Title />, run: () => exec('formatBlock', 'h3') },
    {
      label: t('editor.bulletedList'),
      icon: <FormatListBulleted />,
      run: () => exec('insertUnorderedList'),
    },
    {
      label: t('editor.numberedList'),
      icon: <FormatListNumbered />,
      run: () => exec('insertOrderedList'),
    },
    {
      label: t('editor.link'),
      icon: <InsertLink />,
      run: () => {
        const href = window.prompt(t('editor.linkPrompt'));
        if (href) exec('createLink', href);
      },
    },
  ];

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack direction="row" sx={{ px: 0.5, py: 0.25, flexWrap: 'wrap' }} role="toolbar">
        {commands.map((c) => (
          <Tooltip key={c.label} title={c.label} enterDelay={300}>
            <IconButton
              size="small"
              aria-label={c.label}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(e) => e.preventDefault()}
              onClick={c.run}
            >
              {c.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Stack>
      <Divider />
      <Box
        ref={area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        data-testid="rich-text-editor"
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
        sx={{
          minHeight: 160,
          p: 1.5,
          outline: 'none',
          fontSize: 15,
          lineHeight: 1.6,
          '& p': { m: 0, mb: 1 },
          '& ul, & ol': { m: 0, mb: 1, pl: 2.5 },
        }}
      />
    </Paper>
  );
}
