-- Tag colours are a preset name or #rrggbb from now on (shared/tagColor.ts); any other stored value is cleared.
UPDATE "dict_items" SET "color" = NULL
WHERE "color" IS NOT NULL
  AND "color" !~ '^#[0-9A-Fa-f]{6}$'
  AND "color" NOT IN ('default', 'blue', 'geekblue', 'cyan', 'green', 'lime', 'gold', 'yellow', 'orange', 'volcano', 'red', 'magenta', 'purple', 'success', 'processing', 'warning', 'error');
