import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import ClearIcon from '@mui/icons-material/Clear';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { PageContainer } from '../../components/PageContainer';
import { PaginationBar } from '../../components/PaginationBar';
import { formatInteger } from '../../lib/format';
import { useListParams, type ListParams } from '../../lib/list-params';
import { useOverlayHistory, type WriteOverlay } from '../../lib/overlay-history';
import { AttitudeCard, AttitudeCardSkeleton } from './AttitudeCard';
import { AttitudeDetailDialog } from './AttitudeDetailDialog';
import { AUDIENCE_TYPES, audienceLabel, parseAudienceType } from './attitude-labels';
import {
  attitudeQueries,
  type AudienceType,
  type Attitude,
  type AttitudePage,
  type SearchSupport,
} from '../../queries/attitudes';

const ALL = 'all';
const SEARCH_DELAY_MS = 250;

/** The attitude library: audience tab, page, search and the open attitude all live in the URL. */
/**
 * The search field's text beside the URL's search. The URL's search is what the list shows; the
 * field shows what is typed, and the URL follows once typing pauses. Bound to the URL itself, the
 * field lost keys typed before the URL caught up.
 */
function useSearchDraft(search: string) {
  const [typed, setTyped] = useState(search);
  const [written, setWritten] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    // Back, a link or "Clear search" changed it: not the echo of what this field wrote.
    if (search !== written) setTyped(search);
  }
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A search still waiting to be written when the page goes would land in the next page's URL.
  useEffect(() => {
    const timer = pause;
    return () => clearTimeout(timer.current);
  }, []);
  /** Records that the field wrote `value` to the URL, ending any pause still waiting. */
  const wrote = (value: string) => {
    clearTimeout(pause.current);
    setWritten(value);
  };
  /** Shows what was typed, and writes it with `write` once typing pauses. */
  const typeThenWrite = (value: string, write: (value: string) => void) => {
    setTyped(value);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => write(value), SEARCH_DELAY_MS);
  };
  return { typed, setTyped, typeThenWrite, wrote };
}

export default function AttitudesPage() {
  const { t, i18n } = useLingui();
  const params = useListParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const audienceType = parseAudienceType(params.get('audience_type'));
  const search = searchParams.get('q') ?? '';
  const { typed, setTyped, typeThenWrite, wrote } = useSearchDraft(search);
  const searchInput = useRef<HTMLInputElement>(null);
  const openId = searchParams.get('attitude') ?? undefined;
  // `search` is an extension: only a service known to search is asked to, and the page's own
  // attitudes are narrowed otherwise (asking one that ignores it would fetch the same page again).
  const support = useQuery(attitudeQueries.searchSupport());
  const searches = support.data === 'searches';
  const term = search.trim();
  const query = useQuery({
    ...attitudeQueries.list({
      audienceType,
      search: searches ? term || undefined : undefined,
      page: params.page,
      pageSize: params.pageSize,
    }),
    // A search in the URL waits to know which of the two it will be.
    enabled: !term || support.isSuccess || support.isError,
  });

  // What the service sent is its search; narrowing here too could drop attitudes it matched in
  // ways this page does not (another collation, accents).
  const visible = useMemo(
    () =>
      searches ? (query.data?.results ?? []) : filterAttitudes(query.data?.results ?? [], search),
    [query.data, search, searches],
  );
  const openAttitude = openId ? query.data?.results.find((a) => a.id === openId) : undefined;

  // A search replaces the history entry (one per pause would bury the page before it); opening an
  // attitude leaves the page as it is.
  const setParam = useCallback(
    (
      name: string,
      value: string | undefined,
      options: { replace?: boolean; state?: unknown },
      firstPage = false,
    ) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (firstPage) next.delete('page');
        return next;
      }, options),
    [setSearchParams],
  );
  // A search of the whole library starts from its first page; narrowing a page stays on it, once
  // narrowing is known to be what the field does.
  const narrowsPage = support.data === 'ignores' || support.isError;
  const writeSearch = (value: string) => {
    wrote(value.trim());
    setParam('q', value.trim() || undefined, { replace: true }, !narrowsPage);
  };
  const clearSearch = () => {
    setTyped('');
    writeSearch('');
    searchInput.current?.focus();
  };
  const writeAttitude = useCallback<WriteOverlay>(
    (value, options) => setParam('attitude', value, options),
    [setParam],
  );
  const detail = useOverlayHistory(openId, writeAttitude);
  const field = searchField(support);

  return (
    <PageContainer
      title={t`Attitude library`}
      subtitle={t`What each attitude means, how to act on it, and the studies behind it.`}
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={audienceType === undefined ? ALL : String(audienceType)}
          onChange={(_, value: string) =>
            params.setFilters({ audience_type: value === ALL ? null : value, attitude: null })
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t`Audience`}
        >
          <Tab label={t`All audiences`} value={ALL} />
          {AUDIENCE_TYPES.map((type) => (
            <Tab key={type} label={audienceLabel(type)} value={String(type)} />
          ))}
        </Tabs>
      </Paper>
      <TextField
        type="search"
        label={i18n._(field.label)}
        placeholder={t`Keyword or description`}
        inputRef={searchInput}
        value={typed}
        onChange={(event) => {
          const value = event.target.value;
          typeThenWrite(value, writeSearch);
        }}
        helperText={i18n._(field.helper)}
        sx={{ maxWidth: { sm: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            endAdornment: typed ? (
              <InputAdornment position="end">
                <IconButton aria-label={t`Clear search`} edge="end" onClick={clearSearch}>
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ height: 4 }}>
          {query.isFetching && !query.isPending && (
            <LinearProgress aria-label={t`Loading attitudes`} />
          )}
        </Box>
        <AttitudeList
          query={query}
          params={params}
          visible={visible}
          search={search}
          searched={searches}
          audienceType={audienceType}
          onOpen={detail.open}
          onClearSearch={clearSearch}
        />
      </Box>
      <AttitudeDetailDialog attitude={openAttitude} onClose={detail.close} />
    </PageContainer>
  );
}

interface AttitudeListProps {
  query: UseQueryResult<AttitudePage>;
  params: ListParams;
  visible: Attitude[];
  search: string;
  /** The service searched the whole library; otherwise `visible` is this page, narrowed here. */
  searched: boolean;
  /** The audience tab open, if not "All audiences". */
  audienceType: AudienceType | undefined;
  onOpen: (id: string) => void;
  onClearSearch: () => void;
}

function AttitudeList({
  query,
  params,
  visible,
  search,
  searched,
  audienceType,
  onOpen,
  onClearSearch,
}: AttitudeListProps) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <Box role="status" aria-label={t`Loading attitudes`} sx={gridSx}>
        {Array.from({ length: 6 }, (_, index) => (
          <AttitudeCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return <ListError error={query.error} params={params} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  const audience = audienceType === undefined ? undefined : audienceLabel(audienceType);
  if (search && searched && query.isPlaceholderData) {
    // The last answer was for another search: until this one's arrives, no count would be true.
    return (
      <Typography variant="body2" color="textSecondary" aria-live="polite">
        <Trans>Searching for “{search}”…</Trans>
      </Typography>
    );
  }
  if (data.count === 0 && !search) {
    return (
      <EmptyState
        icon={<PsychologyIcon fontSize="inherit" />}
        title={
          audience === undefined
            ? t`No attitudes yet`
            : audienceType === 0
              ? t`No attitudes without an audience`
              : t`No attitudes for ${audience}`
        }
        description={t`The library has no attitude for this audience. Try another audience tab.`}
      />
    );
  }
  const count = data.count;
  const shown = formatInteger(visible.length);
  const onPage = formatInteger(data.results.length);
  const page = formatInteger(params.page);
  return (
    <>
      <Typography variant="body2" color="textSecondary" aria-live="polite">
        {!search
          ? audience === undefined
            ? plural(count, { one: '# attitude.', other: '# attitudes.' })
            : audienceType === 0
              ? plural(count, {
                  one: '# attitude without an audience.',
                  other: '# attitudes without an audience.',
                })
              : plural(count, {
                  one: `# attitude for ${audience}.`,
                  other: `# attitudes for ${audience}.`,
                })
          : searched
            ? plural(count, {
                one: `# attitude matches “${search}”.`,
                other: `# attitudes match “${search}”.`,
              })
            : t`${shown} of ${onPage} attitudes on this page match “${search}”.`}
      </Typography>
      {visible.length === 0 ? (
        <EmptyState
          icon={<SearchIcon fontSize="inherit" />}
          title={t`No attitude matches`}
          description={
            !searched
              ? t`Nothing on page ${page} mentions “${search}”. This service does not search, so only this page was narrowed.`
              : audience === undefined
                ? t`No attitude mentions “${search}”.`
                : audienceType === 0
                  ? t`No attitude without an audience mentions “${search}”.`
                  : t`No attitude for ${audience} mentions “${search}”.`
          }
          action={
            <Button onClick={onClearSearch}>
              <Trans>Clear search</Trans>
            </Button>
          }
        />
      ) : (
        <Box component="ul" sx={{ ...gridSx, listStyle: 'none', m: 0, p: 0 }}>
          {visible.map((attitude) => (
            <Box component="li" key={attitude.id} sx={{ minWidth: 0 }}>
              <AttitudeCard attitude={attitude} onOpen={onOpen} />
            </Box>
          ))}
        </Box>
      )}
      <Paper variant="outlined">
        <PaginationBar count={data.count} params={params} />
      </Paper>
    </>
  );
}

/**
 * What the field says it does: search the library where the service searches, narrow the page
 * shown where it does not. Until that is known, neither; if it cannot be known, the page is
 * narrowed, which is true of either kind of service.
 */
function searchField(support: UseQueryResult<SearchSupport>): {
  label: MessageDescriptor;
  helper: MessageDescriptor;
} {
  if (support.isPending) {
    return {
      label: msg`Search`,
      helper: msg`Looks in each attitude's keyword, description and explanation.`,
    };
  }
  if (support.data === 'searches') {
    return {
      label: msg`Search all attitudes`,
      helper: msg`Looks in every attitude's keyword, description and explanation.`,
    };
  }
  return {
    label: msg`Search this page`,
    helper: support.isError
      ? msg`Only the attitudes on this page are narrowed: whether this service searches could not be checked.`
      : msg`This service does not search, so only the attitudes on this page are narrowed.`,
  };
}

function filterAttitudes(attitudes: Attitude[], search: string): Attitude[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return attitudes;
  return attitudes.filter((attitude) =>
    [attitude.keyword, attitude.description, attitude.explanation].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;
