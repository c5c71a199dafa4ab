#!/usr/bin/env bash
# npm run bench: measures the built site (build/client) with the bench harness in
# ${BENCH_DIR:-../shared/bench} the way its README shows: the build served by nginx
# over HTTPS and HTTP/2 (TLS=1), as hosts serve it, a copy with every script removed
# served beside it, Lighthouse (mobile preset, RUNS medians) on each page of both,
# each page's Bengali twin too where the site has them, then the JavaScript the home
# page pulls in, and per page how far LCP with scripts is from LCP without them.
#
# Run `npm run build` first. Environment:
#   RUNS=3             Lighthouse runs per URL (passed to lh.sh)
#   PAGES="/ /about"   the pages to measure (default: one of each kind, below)
#   PORT_JS=8181       nginx port for the build
#   PORT_NOJS=8182     nginx port for the script-free copy
#   OUT=/tmp/bench-... where lh.sh keeps its JSON reports and summary.tsv
#   BENCH_DIR          the bench folder, relative to the repo root or absolute
#   NGINX, CHROME_PATH the nginx and Chromium binaries, if not the usual ones
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
CLIENT=$ROOT/build/client

fail() {
  echo "bench: $*" >&2
  exit 1
}

BENCH=${BENCH_DIR:-../shared/bench}
[ -d "$BENCH" ] || fail "no bench folder at $BENCH (set BENCH_DIR to the folder holding lh.sh)"
BENCH=$(cd "$BENCH" && pwd)
for tool in serve-static.sh strip-scripts lh.sh js-weight.sh; do
  [ -f "$BENCH/$tool" ] || fail "$BENCH/$tool is missing"
done
# serve-static.sh takes the binary from $NGINX, but nginx itself reads an NGINX
# environment variable as sockets inherited from an upgrade, and then stays in the
# foreground (serve-static.sh never returns). So the binary is chosen through PATH.
nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
unset NGINX
[ -x "$nginx_bin" ] || fail "nginx not found (apt-get install -y nginx, or set NGINX=/path/to/nginx)"
PATH=$(dirname "$nginx_bin"):$PATH
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
[ -x "$CHROME_PATH" ] || fail "Chromium not found at $CHROME_PATH (apt-get install -y chromium, or set CHROME_PATH)"
[ -f "$CLIENT/index.html" ] || fail "no build in $CLIENT: run npm run build first"

# The first service and the first blog post of the build, not names written here.
first_page() {
  local dir
  for dir in "$CLIENT/$1"/*/; do
    if [ -f "$dir/index.html" ]; then
      basename "$dir"
      return
    fi
  done
  fail "no pre-rendered page under build/client/$1/"
}
if [ -n "${PAGES:-}" ]; then
  read -r -a pages <<<"$PAGES"
else
  service=$(first_page services)
  post=$(first_page blog)
  pages=(/ /about /portfolio /portfolio/1 "/services/$service" /products /products/1 /blog "/blog/$post" /contact)
  # Each page's Bengali twin, where the site is in Bengali too.
  if [ -f "$CLIENT/bn/index.html" ]; then
    for page in "${pages[@]}"; do
      if [ "$page" = / ]; then pages+=(/bn); else pages+=("/bn$page"); fi
    done
  fi
fi

RUNS=${RUNS:-3}
PORT_JS=${PORT_JS:-8181}
PORT_NOJS=${PORT_NOJS:-8182}
OUT=${OUT:-/tmp/bench-$(date +%Y%m%d-%H%M%S)}
NOJS=$(mktemp -d /tmp/bench-no-js.XXXXXX)

pids=()
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill -QUIT "$pid" 2>/dev/null || true; done
  rm -rf "$NOJS"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"$BENCH/strip-scripts" "$CLIENT" "$NOJS"
# strip-scripts rewrites the .html files only: drop their precompressed twins, which still hold the scripts.
find "$NOJS" -type f \( -name '*.html.br' -o -name '*.html.gz' \) -delete

serve() {
  local pid
  pid=$(TLS=1 "$BENCH/serve-static.sh" "$1" "$2" | tail -n 1)
  [[ $pid =~ ^[0-9]+$ ]] || fail "serve-static.sh did not start nginx on port $2"
  pids+=("$pid")
}
serve "$CLIENT" "$PORT_JS"
serve "$NOJS" "$PORT_NOJS"

urls=()
for page in "${pages[@]}"; do
  urls+=("https://127.0.0.1:$PORT_JS$page" "https://127.0.0.1:$PORT_NOJS$page")
done

echo "bench: ${#pages[@]} pages, RUNS=$RUNS, over HTTPS and HTTP/2, with scripts on :$PORT_JS, script-free on :$PORT_NOJS, reports in $OUT" >&2
RUNS=$RUNS "$BENCH/lh.sh" "$OUT" "${urls[@]}"

echo
echo "JavaScript the home page requests before any interaction:"
"$BENCH/js-weight.sh" "$CLIENT" index.html

echo
echo "LCP with scripts / LCP script-free, per page:"
awk -F '\t' -v js=":$PORT_JS/" -v nojs=":$PORT_NOJS/" '
  NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
  {
    url = $col["url"]; lcp = $col["LCP_ms"]
    if (index(url, js)) { page = substr(url, index(url, js) + length(js) - 1); with[page] = lcp; order[++n] = page }
    else if (index(url, nojs)) { page = substr(url, index(url, nojs) + length(nojs) - 1); without[page] = lcp }
  }
  END {
    printf "%-40s %10s %10s %7s\n", "page", "LCP_ms", "no-JS_ms", "ratio"
    for (k = 1; k <= n; k++) {
      p = order[k]; a = with[p]; b = without[p]
      ratio = (a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && b > 0) ? sprintf("%.2f", a / b) : "-"
      printf "%-40s %10s %10s %7s\n", p, a, b, ratio
    }
  }' "$OUT/summary.tsv"
