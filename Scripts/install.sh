#!/usr/bin/env bash
# Installs Layout Playground under a prefix, as a GNOME app and a command-line tool; or, with
# --uninstall, removes what an earlier install put there. Run `Scripts/install.sh --help`.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: Scripts/install.sh [--prefix DIR] [--binary PATH] [--screenshots-url URL]
       Scripts/install.sh --uninstall [--prefix DIR]

Installs under DIR (default ~/.local; /usr/local when run as root):
  bin/layout-playground                         the program
  share/layout-playground/data/                 the example scenes (the gallery finds them here)
  share/applications/org.layoutplayground.LayoutPlayground.desktop
  share/icons/hicolor/scalable/apps/...svg      the icon, and its symbolic form under symbolic/apps
  share/metainfo/org.layoutplayground.LayoutPlayground.metainfo.xml   AppStream metainfo
  share/man/man1/layout-playground*.1           manual pages, written from the program's --help
  share/bash-completion/completions/layout-playground, share/zsh/site-functions/_layout-playground,
  share/fish/vendor_completions.d/layout-playground.fish   completions, from the program itself
  share/layout-playground/install-manifest.txt  what was installed, for --uninstall

Options:
  --prefix DIR           where to install (made if missing)
  --binary PATH          the layout-playground executable to install. Without it, the release
                         build .build/release/layout-playground is used, and built first
                         (swift build -c release --product layout-playground, about 10 minutes
                         the first time) when it is missing or older than Sources/ or Package.swift
  --screenshots-url URL  where Documentation/'s window.png, window-device.png, web-page.png and
                         snapshot-sheet.png are published (https://...); the metainfo lists them
                         as screenshots. AppStream only takes web URLs for screenshots and the
                         project has no public home, so without it the metainfo has none
  --uninstall            remove the files the manifest lists (those changed since are kept and
                         named), then the folders the install made, if empty
  -h, --help             this text

Installing again over an earlier install first removes the earlier one. No cache (icon theme,
desktop database, man index) is updated: the files are found without them.
EOF
}

repository=$(cd "$(dirname "$0")/.." && pwd)
id=org.layoutplayground.LayoutPlayground
prefix=""
binary=""
screenshots_url=""
uninstall=false

while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --binary) [ $# -ge 2 ] || { echo "install: --binary needs a path" >&2; exit 2; }; binary=$2; shift 2 ;;
    --binary=*) binary=${1#--binary=}; shift ;;
    --screenshots-url) [ $# -ge 2 ] || { echo "install: --screenshots-url needs a URL" >&2; exit 2; }; screenshots_url=$2; shift 2 ;;
    --screenshots-url=*) screenshots_url=${1#--screenshots-url=}; shift ;;
    --uninstall) uninstall=true; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "install: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done

if [ -z "$prefix" ]; then
  if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac
prefix=${prefix%/}
[ -n "$prefix" ] || { echo "install: the prefix cannot be /" >&2; exit 2; }
if [ -n "$screenshots_url" ]; then
  case "$screenshots_url" in https://*|http://*) ;; *) echo "install: --screenshots-url must be a web URL (https://...)" >&2; exit 2 ;; esac
  case "$screenshots_url" in *[\<\>\&\"\ ]*) echo "install: --screenshots-url cannot hold <, >, &, quotes or spaces" >&2; exit 2 ;; esac
  screenshots_url=${screenshots_url%/}
fi

manifest_path=share/layout-playground/install-manifest.txt
manifest="$prefix/$manifest_path"

# A manifest line: "file SHA256 PATH" or "dir PATH", PATH relative to the prefix.
checked_path() {
  case "$1" in
    ""|/*|..|../*|*/..|*/../*) echo "install: the manifest names '$1', outside the prefix; stopping" >&2; exit 1 ;;
  esac
}

remove_installed() {
  [ -f "$manifest" ] || { echo "install: nothing to uninstall: no $manifest" >&2; return 1; }
  local kind rest sum path kept=0 removed=0 dirs=()
  while IFS=' ' read -r kind rest; do
    case "$kind" in
      file)
        sum=${rest%% *}; path=${rest#* }
        checked_path "$path"
        if [ -f "$prefix/$path" ] && [ ! -L "$prefix/$path" ]; then
          if [ "$(sha256sum < "$prefix/$path" | cut -d' ' -f1)" = "$sum" ]; then
            rm -f "$prefix/$path"; removed=$((removed + 1))
          else
            echo "install: kept $prefix/$path: changed since it was installed" >&2; kept=$((kept + 1))
          fi
        fi ;;
      dir) checked_path "$rest"; dirs+=("$rest") ;;
      ""|"#"*) ;;
      *) echo "install: the manifest has a line '$kind $rest' it does not understand; stopping" >&2; exit 1 ;;
    esac
  done < "$manifest"
  rm -f "$manifest"
  # The deepest folders first; only the empty ones go.
  local dir
  while IFS= read -r dir; do
    [ -n "$dir" ] && [ -d "$prefix/$dir" ] && rmdir "$prefix/$dir" 2>/dev/null || true
  done < <(for dir in "${dirs[@]}"; do printf '%s\n' "$dir"; done | awk '{ print gsub("/", "/") "\t" $0 }' | sort -rn | cut -f2-)
  if [ "$kept" -gt 0 ]; then echo "install: removed $removed files from $prefix, kept $kept"; else echo "install: removed $removed files from $prefix"; fi
}

if $uninstall; then
  remove_installed
  exit 0
fi

# The program: the one named, or the release build, made if missing or older than the sources.
if [ -z "$binary" ]; then
  binary="$repository/.build/release/layout-playground"
  if [ ! -x "$binary" ] || [ -n "$(find "$repository/Sources" "$repository/Package.swift" -newer "$binary" -print -quit)" ]; then
    echo "install: building the release binary (swift build -c release --product layout-playground)"
    (cd "$repository" && swift build -c release --product layout-playground)
  fi
fi
[ -x "$binary" ] || { echo "install: $binary is not an executable" >&2; exit 2; }
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")

if [ -f "$manifest" ]; then
  echo "install: removing the earlier install first"
  remove_installed
fi

mkdir -p "$prefix"
staging=$(mktemp -d)
entries=$(mktemp)
finish() {
  # The manifest is written even when the install stops half-way, so that --uninstall can
  # take back what was put there.
  if [ -s "$entries" ]; then
    mkdir -p "$(dirname "$manifest")"
    { echo "# Installed by Layout Playground's Scripts/install.sh; read by --uninstall."; cat "$entries"; } > "$manifest.tmp.$$"
    mv -f "$manifest.tmp.$$" "$manifest"
  fi
  rm -rf "$staging" "$entries"
}
trap finish EXIT

# Makes the folder PATH (relative to the prefix) and each missing one above it, noting those it made.
make_folder() {
  local path=$1 sofar="" part
  local IFS=/
  for part in $path; do
    sofar=${sofar:+$sofar/}$part
    if [ ! -d "$prefix/$sofar" ]; then
      mkdir "$prefix/$sofar"
      echo "dir $sofar" >> "$entries"
    fi
  done
}

# Installs SOURCE as PATH (relative to the prefix) with MODE: written beside it, then renamed.
put() {
  local source=$1 path=$2 mode=$3
  make_folder "$(dirname "$path")"
  local temporary="$prefix/$path.install-tmp.$$"
  cp "$source" "$temporary"
  chmod "$mode" "$temporary"
  mv -f "$temporary" "$prefix/$path"
  echo "file $(sha256sum < "$prefix/$path" | cut -d' ' -f1) $path" >> "$entries"
}

put "$binary" bin/layout-playground 755

# The example scenes, as the repository has them (hidden files left out).
count=0
while IFS= read -r -d '' file; do
  put "$repository/data/$file" "share/layout-playground/data/$file" 644
  count=$((count + 1))
done < <(cd "$repository/data" && find . -type f -not -path '*/.*' -printf '%P\0' | sort -z)

# The desktop file runs the installed program by its full path when the path needs no quoting
# (a prefix that is not on PATH still starts), else by name.
bin_path="$prefix/bin/layout-playground"
if [[ "$bin_path" =~ ^[A-Za-z0-9/._+-]+$ ]]; then
  sed "s|^Exec=layout-playground |Exec=$bin_path |" "$repository/Resources/$id.desktop" > "$staging/$id.desktop"
else
  cp "$repository/Resources/$id.desktop" "$staging/$id.desktop"
fi
put "$staging/$id.desktop" "share/applications/$id.desktop" 644
put "$repository/Resources/$id.svg" "share/icons/hicolor/scalable/apps/$id.svg" 644
put "$repository/Resources/$id-symbolic.svg" "share/icons/hicolor/symbolic/apps/$id-symbolic.svg" 644

# The metainfo: its screenshots only with a URL to find them at.
if [ -n "$screenshots_url" ]; then
  sed "s|@SCREENSHOTS_URL@|$screenshots_url|g" "$repository/Resources/$id.metainfo.xml" > "$staging/$id.metainfo.xml"
else
  sed '/<screenshots>/,/<\/screenshots>/d' "$repository/Resources/$id.metainfo.xml" > "$staging/$id.metainfo.xml"
fi
put "$staging/$id.metainfo.xml" "share/metainfo/$id.metainfo.xml" 644

# Manual pages and completions, from the program's own argument parser.
"$binary" generate-manual --output "$staging/man" > /dev/null
for page in "$staging"/man/*.1; do
  put "$page" "share/man/man1/$(basename "$page")" 644
done
"$binary" --generate-completion-script bash > "$staging/completion.bash"
"$binary" --generate-completion-script zsh > "$staging/completion.zsh"
"$binary" --generate-completion-script fish > "$staging/completion.fish"
put "$staging/completion.bash" share/bash-completion/completions/layout-playground 644
put "$staging/completion.zsh" share/zsh/site-functions/_layout-playground 644
put "$staging/completion.fish" share/fish/vendor_completions.d/layout-playground.fish 644

echo "install: installed layout-playground, $count example files, the desktop file, icons, metainfo," \
  "$(ls "$staging"/man/*.1 | wc -l) manual pages and completions under $prefix"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "install: $prefix/bin is not on PATH" ;; esac
