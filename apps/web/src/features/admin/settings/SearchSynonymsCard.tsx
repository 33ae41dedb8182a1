import { SEARCH_SYNONYM_MESSAGES } from '@littleloom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormField } from '../../../ui/FormField';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { adminInputClass } from '../ui/admin-styles';
import { AdminFormSection } from '../ui/AdminFormSection';
import { LoadError } from '../ui/LoadError';
import { fetchSearchSynonyms, saveSearchSynonyms, searchSynonymsKey } from './search-synonyms-api';
import { groupsOfText, textOfGroups } from './search-synonyms-text';

const HEADING_ID = 'search-synonyms-heading';
const FIELD_ID = 'search-synonyms';

/**
 * Settings' search synonyms: the words parents type for what the shop names otherwise ("frock"
 * and "dress", "chappals" and "footwear"). A search for one word of a group finds what the others
 * name, from the next search on.
 */
export function SearchSynonymsCard() {
  const synonyms = useQuery({
    queryKey: searchSynonymsKey,
    queryFn: ({ signal }) => fetchSearchSynonyms(signal),
    // The text is filled once; a refetch must not change what the owner is editing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (synonyms.isError) {
    return (
      <section
        aria-labelledby={HEADING_ID}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      >
        <h2 id={HEADING_ID} className="text-base font-bold text-slate-900">
          Search synonyms
        </h2>
        <LoadError
          title={SEARCH_SYNONYM_MESSAGES.loadFailed}
          error={synonyms.error}
          retrying={synonyms.isFetching}
          onRetry={() => void synonyms.refetch()}
        />
      </section>
    );
  }
  if (!synonyms.isSuccess) {
    return (
      <div aria-busy="true" className="h-48 animate-pulse rounded-xl bg-slate-200/70">
        <p role="status" className="sr-only">
          Loading the search synonyms…
        </p>
      </div>
    );
  }
  return <SearchSynonymsForm groups={synonyms.data} />;
}

function SearchSynonymsForm({ groups }: { groups: string[][] }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => textOfGroups(groups));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: saveSearchSynonyms,
    onSuccess: (reply) => {
      toast.success(SEARCH_SYNONYM_MESSAGES.saved);
      queryClient.setQueryData(searchSynonymsKey, reply.groups);
      setText(textOfGroups(reply.groups));
    },
    onError: (failure) => toastFailure(failure, SEARCH_SYNONYM_MESSAGES.saveFailed),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = groupsOfText(text);
    setError(checked.error);
    if (checked.synonyms) save.mutate(checked.synonyms);
  };

  return (
    <AdminFormSection
      headingId={HEADING_ID}
      title="Search synonyms"
      onSubmit={submit}
      submitLabel="Save"
      pendingLabel="Saving…"
      pending={save.isPending}
    >
      <p className="text-slate-600">
        Words parents type for the same thing, one group a line, words separated by commas: a search
        for any word of a group also finds what the others name. Plurals, hyphens and spaces need no
        line of their own (&ldquo;t shirts&rdquo; is &ldquo;t-shirt&rdquo;).
      </p>
      <FormField id={FIELD_ID} label="Groups" error={error}>
        {(field) => (
          <textarea
            {...field}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={Math.min(16, Math.max(6, groups.length + 2))}
            spellCheck={false}
            className={`${adminInputClass} font-mono`}
          />
        )}
      </FormField>
    </AdminFormSection>
  );
}
