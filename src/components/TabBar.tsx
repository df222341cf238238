import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';

/** A tab as MUI's Tab draws one inside Tabs, underlined in CSS when selected. */
const TabButton = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.button,
  minWidth: 90,
  minHeight: 48,
  padding: theme.spacing(1.5, 2),
  lineHeight: 1.25,
  color: theme.palette.text.secondary,
  '&[aria-selected="true"]': {
    color: theme.palette.primary.main,
    boxShadow: `inset 0 -2px ${theme.palette.primary.main}`,
  },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

interface TabBarProps<T extends string> {
  /** What the tab list is called, for screen readers. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** Arrow keys, Home and End move the focus along the tabs (the WAI-ARIA tabs pattern). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  const next = {
    ArrowRight: (at + 1) % tabs.length,
    ArrowLeft: (at - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }[event.key];
  if (at < 0 || next === undefined) return;
  event.preventDefault();
  tabs[next]?.focus();
}

/**
 * A row of tabs; each is `tab-<value>` and controls the panel `panel-<value>`. Not MUI's Tabs: those measure their tabs after every render to place the
 * indicator, a forced layout of the whole page in the very task that draws it (40–50 ms under a
 * 60-attitude report, on each first draw and language switch). These tabs never scroll, so the
 * selected one is simply underlined.
 */
export function TabBar<T extends string>({ label, tabs, value, onChange }: TabBarProps<T>) {
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={moveFocus}
      sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <TabButton
          key={tab.value}
          role="tab"
          id={`tab-${tab.value}`}
          aria-controls={`panel-${tab.value}`}
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => tab.value !== value && onChange(tab.value)}
        >
          {tab.label}
        </TabButton>
      ))}
    </Box>
  );
}
