#!/usr/bin/env bash
# Validates YAML puzzle files against Schemas/ with check-jsonschema:
# every file in Puzzles/ and in Tests/**/Fixtures/valid/ must pass, and every file in
# Tests/**/Fixtures/invalid/ must fail, so the schema and the Swift validator agree.
# Each file is checked against the schema its first line names, as an editor would.
set -euo pipefail
cd "$(dirname "$0")/.."

# The schema a file names on its first line (`# yaml-language-server: $schema=...`, as
# editors read it); without one, set.schema.json for *.set.yaml and puzzle.schema.json
# otherwise.
schema_for() {
  local first reference
  first=$(head -n 1 "$1")
  if [[ $first =~ \$schema=([^[:space:]]+) ]]; then
    reference=${BASH_REMATCH[1]}
    realpath --relative-to=. "$(dirname "$1")/$reference"
    return
  fi
  case "$1" in
    *.set.yaml | *.set.yml) echo Schemas/set.schema.json ;;
    *) echo Schemas/puzzle.schema.json ;;
  esac
}

yaml_files() {
  find "$@" -type f \( -name '*.yaml' -o -name '*.yml' \) -print0 2>/dev/null | sort -z
}

puzzles=() sets=()
while IFS= read -r -d '' file; do
  if [[ $(schema_for "$file") == Schemas/set.schema.json ]]; then sets+=("$file"); else puzzles+=("$file"); fi
done < <(yaml_files Puzzles $(find Tests -type d -path '*/Fixtures/valid'))

failures=0
if ((${#puzzles[@]})); then
  python3 -m check_jsonschema --schemafile Schemas/puzzle.schema.json "${puzzles[@]}" || failures=$((failures + 1))
fi
if ((${#sets[@]})); then
  python3 -m check_jsonschema --schemafile Schemas/set.schema.json "${sets[@]}" || failures=$((failures + 1))
fi

rejected=0
while IFS= read -r -d '' file; do
  if python3 -m check_jsonschema --schemafile "$(schema_for "$file")" "$file" >/dev/null 2>&1; then
    echo "schema accepts a file it must reject: $file" >&2
    failures=$((failures + 1))
  else
    rejected=$((rejected + 1))
  fi
done < <(yaml_files $(find Tests -type d -path '*/Fixtures/invalid'))

echo "schema: ${#puzzles[@]} puzzle files and ${#sets[@]} set files accepted, $rejected invalid files rejected"
((failures == 0))
