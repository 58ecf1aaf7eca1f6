#!/usr/bin/env bash
# Heartwise local infrastructure: Redis, Apache Kafka (KRaft) and FerretDB (MongoDB wire protocol
# over SQLite), installed once into .infra/cache and run on 127.0.0.1 only.
#
#   bash scripts/infra/infra.sh up|down|status        (npm run infra:up|infra:down|infra:status)
#
# HEARTWISE_INFRA_PROFILE=dev (default), test, test2, test3, bench or chaos selects ports and the state
# folder .infra/<profile>. Every profile but dev starts from empty state on every `up`. MONGO_URL / KAFKA_BROKERS / REDIS_URL set
# in the environment mean "use that existing server": it is neither installed nor started.
#
# Progress goes to stderr, one line per step; `up` prints the connection values to stdout (and to
# .infra/<profile>/env) as exactly these lines:
#   MONGO_URL=mongodb://127.0.0.1:<port>
#   KAFKA_BROKERS=127.0.0.1:<port>
#   REDIS_URL=redis://127.0.0.1:<port>
# Exit codes: 0 ok; 1 failure (the message names the step and a likely fix); 2 usage;
# 3 `status` when a server is not up.
set -Eeuo pipefail

KAFKA_VERSION=3.9.1
SCALA_VERSION=2.13
RELOAD4J_VERSION=1.2.25
SLF4J_RELOAD4J_VERSION=1.7.36
FERRETDB_VERSION=v1.24.2
GO_MIN_MINOR=24 # FerretDB v1.24.2's go.mod says `go 1.24`

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
INFRA_DIR=$ROOT/.infra
CACHE_DIR=$INFRA_DIR/cache
PROFILE=${HEARTWISE_INFRA_PROFILE:-dev}

case $PROFILE in
  dev) REDIS_PORT=6379 KAFKA_PORT=9092 KAFKA_CONTROLLER_PORT=9093 MONGO_PORT=27017 ;;
  test) REDIS_PORT=6390 KAFKA_PORT=9192 KAFKA_CONTROLLER_PORT=9193 MONGO_PORT=27117 ;;
  # more browser-test slots, so e2e runs (HEARTWISE_E2E_SLOT=2|3) can share a machine
  test2) REDIS_PORT=6391 KAFKA_PORT=9292 KAFKA_CONTROLLER_PORT=9293 MONGO_PORT=27217 ;;
  test3) REDIS_PORT=6394 KAFKA_PORT=9592 KAFKA_CONTROLLER_PORT=9593 MONGO_PORT=27517 ;;
  bench) REDIS_PORT=6392 KAFKA_PORT=9392 KAFKA_CONTROLLER_PORT=9393 MONGO_PORT=27317 ;;
  chaos) REDIS_PORT=6393 KAFKA_PORT=9492 KAFKA_CONTROLLER_PORT=9493 MONGO_PORT=27417 ;;
  *)
    echo "infra: unknown HEARTWISE_INFRA_PROFILE='$PROFILE' — use dev, test, test2, test3, bench or chaos" >&2
    exit 2
    ;;
esac

STATE_DIR=$INFRA_DIR/$PROFILE
RUN_DIR=$STATE_DIR/run
LOG_DIR=$STATE_DIR/logs
KAFKA_HOME=$CACHE_DIR/kafka-$KAFKA_VERSION
FERRETDB_HOME=$CACHE_DIR/ferretdb-$FERRETDB_VERSION
FERRETDB_BIN=$FERRETDB_HOME/bin/ferretdb

STOP_TIMEOUT=${HEARTWISE_INFRA_STOP_TIMEOUT:-20} # seconds between SIGTERM and SIGKILL
KAFKA_START_TIMEOUT=${HEARTWISE_INFRA_KAFKA_TIMEOUT:-90}
# fd 8 holds the per-profile lock, fd 9 the install lock; servers are started with both closed

# ---------------------------------------------------------------------------------------------
# output helpers

T0=${EPOCHREALTIME/./}
elapsed() { # seconds since the script started, one decimal
  local us=$((${EPOCHREALTIME/./} - T0))
  printf '%d.%ds' $((us / 1000000)) $((us % 1000000 / 100000))
}
say() { echo "infra[$PROFILE] $(elapsed) $1: $2" >&2; }
fail() { # fail STEP MESSAGE — print and exit 1 (exits the subshell when called inside one)
  echo "infra[$PROFILE] $(elapsed) $1: FAILED — $2" >&2
  exit 1
}
rel() { echo "${1#"$ROOT"/}"; }
log_tail() { # log_tail FILE — last lines of a log, indented, for failure messages
  [[ -s $1 ]] && tail -n 15 "$1" | sed 's/^/    | /' >&2
  return 0
}
STEP=setup
# shellcheck disable=SC2154
trap 'rc=$?; echo "infra[$PROFILE] $STEP: FAILED — unexpected error (exit $rc) at infra.sh line $LINENO: $BASH_COMMAND — see $(rel "$LOG_DIR"), or run down then up again" >&2' ERR

# ---------------------------------------------------------------------------------------------
# process and port helpers

port_open() { # port_open HOST PORT — something accepts TCP connections there
  timeout 2 bash -c 'exec 3<>"/dev/tcp/$1/$2"' _ "$1" "$2" 2>/dev/null
}

port_owner() { # port_owner PORT — "name (pid N)" of the listener, if ss can tell
  command -v ss >/dev/null 2>&1 || return 0
  ss -Hltnp "sport = :$1" 2>/dev/null | sed -n 's/.*users:(("\([^"]*\)",pid=\([0-9]*\).*/\1 (pid \2)/p' | head -n 1
}

# pid_of NAME — pid from .infra/<profile>/run/NAME.pid if that process is alive and is ours
# (the command line carries a marker unique to this profile); stale pid files are removed.
pid_of() {
  local name=$1 file=$RUN_DIR/$1.pid pid marker cmdline
  [[ -s $file ]] || return 1
  pid=$(<"$file")
  [[ $pid =~ ^[0-9]+$ ]] || { rm -f "$file"; return 1; }
  case $name in
    redis) marker="127.0.0.1:$REDIS_PORT" ;;
    kafka) marker="$STATE_DIR/kafka/server.properties" ;;
    ferretdb) marker="$STATE_DIR/ferretdb/data" ;;
  esac
  if [[ -r /proc/$pid/cmdline ]] && cmdline=$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null) &&
    [[ $cmdline == *"$marker"* ]]; then
    echo "$pid"
    return 0
  fi
  rm -f "$file"
  return 1
}

alive() { # alive PID — running (an exited process waiting to be reaped by init counts as gone)
  local stat
  kill -0 "$1" 2>/dev/null || return 1
  stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
  stat=${stat##*) }
  [[ ${stat:0:1} != Z ]]
}

# stop_pid NAME PID [now] — SIGTERM, wait up to STOP_TIMEOUT, then SIGKILL (at once with "now").
# Returns 1 when SIGKILL was needed.
stop_pid() {
  local name=$1 pid=$2 now=${3:-} i
  if [[ -z $now ]]; then
    kill -TERM "$pid" 2>/dev/null || return 0
    for ((i = 0; i < STOP_TIMEOUT * 20; i++)); do
      alive "$pid" || return 0
      sleep 0.05
    done
    say "$name" "did not stop within ${STOP_TIMEOUT}s of SIGTERM — sending SIGKILL"
  fi
  kill -KILL "$pid" 2>/dev/null || true
  for ((i = 0; i < 100; i++)); do
    alive "$pid" || break
    sleep 0.05
  done
  return 1
}

# launch NAME LOGFILE CMD... — start CMD in its own session, detached from this shell's locks and
# terminal, writing its real pid (the exec'd process) to run/NAME.pid
launch() {
  local name=$1 logfile=$2
  shift 2
  setsid bash -c 'echo $$ >"$1"; shift; exec "$@"' _ "$RUN_DIR/$name.pid" "$@" \
    </dev/null >"$logfile" 2>&1 8>&- 9>&- &
  local i
  for ((i = 0; i < 50; i++)); do
    [[ -s $RUN_DIR/$name.pid ]] && return 0
    sleep 0.02
  done
}

# ---------------------------------------------------------------------------------------------
# readiness probes (pure bash, no client tools needed)

redis_ready() { # PING → +PONG
  local fd reply
  { exec {fd}<>"/dev/tcp/127.0.0.1/$1"; } 2>/dev/null || return 1
  printf 'PING\r\n' 1>&"$fd" 2>/dev/null || { exec {fd}>&-; return 1; }
  IFS= read -r -t 2 reply <&"$fd" || reply=
  exec {fd}>&-
  [[ $reply == "+PONG"* ]]
}

# kafka_ready PORT — a Metadata v1 request answered with >= 1 live broker and an elected controller.
# A listening port is not enough: until the broker has registered with the KRaft controller and been
# unfenced, the metadata lists no broker (and producers/admin calls fail).
kafka_ready() {
  local fd hex size body n off i hl rl ctrl
  { exec {fd}<>"/dev/tcp/127.0.0.1/$1"; } 2>/dev/null || return 1
  # size=16 | api_key=3 (Metadata) | api_version=1 | correlation_id=1 | client_id="hw" | topics=[] (none)
  printf '\x00\x00\x00\x10\x00\x03\x00\x01\x00\x00\x00\x01\x00\x02hw\x00\x00\x00\x00' 1>&"$fd" 2>/dev/null ||
    { exec {fd}>&-; return 1; }
  hex=$(timeout 2 head -c 4 <&"$fd" | od -An -v -tx1 | tr -d ' \n') || true
  if [[ ${#hex} -ne 8 ]]; then exec {fd}>&-; return 1; fi
  size=$((16#$hex))
  if ((size < 12 || size > 65536)); then exec {fd}>&-; return 1; fi
  body=$(timeout 2 head -c "$size" <&"$fd" | od -An -v -tx1 | tr -d ' \n') || true
  exec {fd}>&-
  [[ ${#body} -eq $((size * 2)) ]] || return 1
  # body: correlation_id(4) brokers:[node_id(4) host(str16) port(4) rack(nullable str16)] controller_id(4) ...
  n=$((16#${body:8:8}))
  ((n >= 1 && n < 100)) || return 1
  off=16
  for ((i = 0; i < n; i++)); do
    off=$((off + 8))
    hl=$((16#${body:off:4}))
    off=$((off + 4 + hl * 2 + 8))
    rl=$((16#${body:off:4}))
    off=$((off + 4))
    ((rl == 0xffff)) || off=$((off + rl * 2))
  done
  ((off + 8 <= ${#body})) || return 1
  ctrl=$((16#${body:off:8}))
  ((ctrl != 0xffffffff))
}

ferretdb_ready() { port_open 127.0.0.1 "$1"; }

# ---------------------------------------------------------------------------------------------
# external servers (MONGO_URL / KAFKA_BROKERS / REDIS_URL already set)

is_external() {
  case $1 in
    redis) [[ -n ${REDIS_URL:-} ]] ;;
    kafka) [[ -n ${KAFKA_BROKERS:-} ]] ;;
    ferretdb) [[ -n ${MONGO_URL:-} ]] ;;
  esac
}

env_line() {
  case $1 in
    redis) echo "REDIS_URL=${REDIS_URL:-redis://127.0.0.1:$REDIS_PORT}" ;;
    kafka) echo "KAFKA_BROKERS=${KAFKA_BROKERS:-127.0.0.1:$KAFKA_PORT}" ;;
    ferretdb) echo "MONGO_URL=${MONGO_URL:-mongodb://127.0.0.1:$MONGO_PORT}" ;;
  esac
}

# external_hostport NAME — "host port" of the first server named by the env value
external_hostport() {
  local v hp host port def
  case $1 in
    redis) v=$REDIS_URL def=6379 ;;
    kafka) v=$KAFKA_BROKERS def=9092 ;;
    ferretdb) v=$MONGO_URL def=27017 ;;
  esac
  v=${v#*://}   # scheme
  v=${v%%[/?]*} # path, query
  v=${v##*@}    # credentials
  hp=${v%%,*}   # first of a list
  if [[ $hp == \[*\]* ]]; then
    host=${hp%%]*}; host=${host#[}; port=${hp##*]}; port=${port#:}
  else
    host=${hp%%:*}; port=${hp#"$host"}; port=${port#:}
  fi
  echo "${host:-127.0.0.1} ${port:-$def}"
}

port_of() {
  case $1 in
    redis) echo "$REDIS_PORT" ;;
    kafka) echo "$KAFKA_PORT" ;;
    ferretdb) echo "$MONGO_PORT" ;;
  esac
}

# ---------------------------------------------------------------------------------------------
# install (cached in .infra/cache)

install_redis() {
  STEP=redis
  if command -v redis-server >/dev/null 2>&1; then
    say redis "redis-server present ($(redis-server --version | sed -n 's/.* v=\([^ ]*\).*/\1/p'))"
    return 0
  fi
  command -v apt-get >/dev/null 2>&1 ||
    fail redis "redis-server not found and apt-get unavailable — install Redis 6+ so 'redis-server' is on PATH, or set REDIS_URL"
  [[ $(id -u) -eq 0 ]] ||
    fail redis "redis-server not found — run 'sudo apt-get install -y redis-server' (needs root), or set REDIS_URL"
  say redis "installing Debian package redis-server (apt-get)"
  local aptlog=$CACHE_DIR/apt-redis.log
  if ! { DEBIAN_FRONTEND=noninteractive apt-get update &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server; } >"$aptlog" 2>&1; then
    log_tail "$aptlog"
    fail redis "apt-get install redis-server failed (log: $(rel "$aptlog")) — check the network / apt sources, or set REDIS_URL"
  fi
  # The package may have started the system-wide service on 6379; we run our own instances.
  if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet redis-server 2>/dev/null; then
    systemctl stop redis-server >/dev/null 2>&1 && say redis "stopped the system redis-server service the package started"
  elif [[ -x /etc/init.d/redis-server ]] && /etc/init.d/redis-server status >/dev/null 2>&1; then
    /etc/init.d/redis-server stop >/dev/null 2>&1 && say redis "stopped the system redis-server service the package started"
  fi
  say redis "installed ($(redis-server --version | sed -n 's/.* v=\([^ ]*\).*/\1/p'))"
}

need_java() {
  command -v java >/dev/null 2>&1 ||
    fail kafka "java not found — install a JDK 17+ (apt-get install -y openjdk-17-jre-headless), or set KAFKA_BROKERS"
  local v major
  v=$(java -version 2>&1 | sed -n 's/.*version "\([^"]*\)".*/\1/p' | head -n 1)
  major=${v%%.*}
  [[ $major == 1 ]] && major=$(echo "$v" | cut -d. -f2)
  [[ $major =~ ^[0-9]+$ && $major -ge 11 ]] ||
    fail kafka "Kafka $KAFKA_VERSION needs Java 11+ (17+ recommended), found '$v' — install openjdk-17-jre-headless, or set KAFKA_BROKERS"
}

install_kafka() {
  STEP=kafka
  need_java
  local pom stamp_want
  pom=$(
    cat <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<!-- generated by scripts/infra/infra.sh: the jars of Apache Kafka $KAFKA_VERSION (KRaft) and a log4j binding -->
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>heartwise.local</groupId>
  <artifactId>kafka-runtime</artifactId>
  <version>$KAFKA_VERSION</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_$SCALA_VERSION</artifactId><version>$KAFKA_VERSION</version></dependency>
    <dependency><groupId>ch.qos.reload4j</groupId><artifactId>reload4j</artifactId><version>$RELOAD4J_VERSION</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-reload4j</artifactId><version>$SLF4J_RELOAD4J_VERSION</version></dependency>
  </dependencies>
</project>
EOF
  )
  stamp_want=$(printf '%s' "$pom" | cksum | cut -d' ' -f1)
  if [[ -f $KAFKA_HOME/.installed && $(<"$KAFKA_HOME/.installed") == "$stamp_want" && -f $KAFKA_HOME/libs/kafka_$SCALA_VERSION-$KAFKA_VERSION.jar ]]; then
    say kafka "jars cached ($(rel "$KAFKA_HOME"))"
    return 0
  fi
  command -v mvn >/dev/null 2>&1 ||
    fail kafka "mvn not found — install Maven (apt-get install -y maven), or set KAFKA_BROKERS"
  say kafka "fetching Kafka $KAFKA_VERSION jars from Maven Central (mvn, once)"
  mkdir -p "$KAFKA_HOME"
  rm -f "$KAFKA_HOME/.installed"
  printf '%s\n' "$pom" >"$KAFKA_HOME/pom.xml"
  rm -rf "$KAFKA_HOME/libs.tmp"
  if ! mvn -q -B -Dstyle.color=never -f "$KAFKA_HOME/pom.xml" dependency:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$KAFKA_HOME/libs.tmp" >"$KAFKA_HOME/mvn.log" 2>&1; then
    log_tail "$KAFKA_HOME/mvn.log"
    fail kafka "mvn could not fetch the Kafka jars (log: $(rel "$KAFKA_HOME/mvn.log")) — check access to Maven Central (proxy in ~/.m2/settings.xml), or set KAFKA_BROKERS"
  fi
  rm -rf "$KAFKA_HOME/libs" "$KAFKA_HOME"/cds-*.jsa "$KAFKA_HOME"/storage-*
  mv "$KAFKA_HOME/libs.tmp" "$KAFKA_HOME/libs"
  echo "$stamp_want" >"$KAFKA_HOME/.installed"
  say kafka "jars installed ($(find "$KAFKA_HOME/libs" -name '*.jar' | wc -l) jars in $(rel "$KAFKA_HOME/libs"))"
}

ferretdb_main_go() {
  cat <<'EOF'
// Generated by scripts/infra/infra.sh. Runs embeddable FerretDB v1 with the SQLite handler.
// (A plain `go install .../cmd/ferretdb` binary panics at start: the module zip lacks
// build/version/version.txt; the embeddable package does not need it.)
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", envOr("FERRETDB_LISTEN_ADDR", "127.0.0.1:27017"), "TCP address to listen on")
	dataDir := flag.String("data-dir", os.Getenv("FERRETDB_DATA_DIR"), "SQLite data directory (created if missing)")
	logLevel := flag.String("log-level", envOr("FERRETDB_LOG_LEVEL", "warn"), "debug, info, warn or error")
	flag.Parse()

	if *dataDir == "" {
		die(2, "--data-dir (or FERRETDB_DATA_DIR) is required")
	}
	abs, err := filepath.Abs(*dataDir)
	if err != nil {
		die(2, err.Error())
	}
	if err := os.MkdirAll(abs, 0o755); err != nil {
		die(2, err.Error())
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		die(2, "bad --log-level: "+err.Error())
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	// Telemetry: the embeddable package never starts the reporter and marks it disabled.
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + abs + "/",
	})
	if err != nil {
		die(1, err.Error())
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if err := f.Run(ctx); err != nil {
		die(1, err.Error())
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func die(code int, msg string) {
	fmt.Fprintln(os.Stderr, "ferretdb:", msg)
	os.Exit(code)
}
EOF
}

# The one change made to FerretDB's source when building it (a patched copy of the module, used
# through a go.mod `replace`): its SQLite backend finds a document by `_id` with the expression
# `->'$._id'`, while the unique index it creates on every collection is on `->"_id"` — the same
# value, but SQLite matches index expressions by their form, so every lookup, update and delete by
# _id scanned the whole table (an update cost ~37 ms at 10,000 documents, growing with the
# collection). Written in the index's form, SQLite uses the index (EXPLAIN QUERY PLAN: SEARCH …
# USING INDEX …__id_). Data written before needs nothing: the index is the same.
FERRETDB_PATCH_FILE=internal/backends/sqlite/metadata/metadata.go
FERRETDB_PATCH_FROM="IDColumn = DefaultColumn + \"->'\$._id'\""
FERRETDB_PATCH_TO="IDColumn = DefaultColumn + \"->'_id'\""

# ferretdb_patched_module SRC_DIR — copies the FerretDB module next to the build, patches it and
# points go.mod at the copy. Fails if the line to patch is gone (a new version: revisit the patch).
ferretdb_patched_module() {
  local src=$1 moddir copy=$1/ferretdb-patched
  moddir=$(cd "$src" && go list -m -f '{{.Dir}}' github.com/FerretDB/FerretDB) || return 1
  rm -rf "$copy"
  cp -R "$moddir" "$copy" && chmod -R u+w "$copy" || return 1
  grep -qF "$FERRETDB_PATCH_FROM" "$copy/$FERRETDB_PATCH_FILE" || {
    echo "ferretdb: $FERRETDB_PATCH_FILE no longer holds: $FERRETDB_PATCH_FROM (a new FerretDB version? revisit the patch)" >&2
    return 1
  }
  awk -v from="$FERRETDB_PATCH_FROM" -v to="$FERRETDB_PATCH_TO" \
    '{ i = index($0, from); if (i) $0 = substr($0, 1, i - 1) to substr($0, i + length(from)); print }' \
    "$moddir/$FERRETDB_PATCH_FILE" >"$copy/$FERRETDB_PATCH_FILE"
  grep -qF "$FERRETDB_PATCH_TO" "$copy/$FERRETDB_PATCH_FILE" || return 1
  (cd "$src" && go mod edit -replace github.com/FerretDB/FerretDB=./ferretdb-patched && go mod tidy)
}

install_ferretdb() {
  STEP=ferretdb
  local main_go gomod stamp_want gov minor
  main_go=$(ferretdb_main_go)
  gomod=$(printf 'module heartwise.local/infra/ferretdb\n\ngo 1.%s\n\nrequire github.com/FerretDB/FerretDB %s\n' "$GO_MIN_MINOR" "$FERRETDB_VERSION")
  stamp_want=$(printf '%s\n%s\n%s\n%s' "$main_go" "$gomod" "$FERRETDB_PATCH_FROM" "$FERRETDB_PATCH_TO" | cksum | cut -d' ' -f1)
  if [[ -x $FERRETDB_BIN && -f $FERRETDB_HOME/.installed && $(<"$FERRETDB_HOME/.installed") == "$stamp_want" ]]; then
    say ferretdb "binary cached ($(rel "$FERRETDB_BIN"))"
    return 0
  fi
  command -v go >/dev/null 2>&1 ||
    fail ferretdb "go not found — install Go 1.$GO_MIN_MINOR+ (it builds FerretDB from the Go module proxy), or set MONGO_URL"
  gov=$(go env GOVERSION 2>/dev/null || true)
  minor=$(echo "$gov" | sed -n 's/^go1\.\([0-9]*\).*/\1/p')
  [[ -n $minor && $minor -ge $GO_MIN_MINOR ]] ||
    fail ferretdb "FerretDB $FERRETDB_VERSION needs Go 1.$GO_MIN_MINOR+, found '${gov:-unknown}' — install a newer Go, or set MONGO_URL"
  say ferretdb "building FerretDB $FERRETDB_VERSION from the Go module proxy (once, ~1-2 min)"
  rm -f "$FERRETDB_HOME/.installed"
  mkdir -p "$FERRETDB_HOME/src" "$FERRETDB_HOME/bin"
  printf '%s\n' "$main_go" >"$FERRETDB_HOME/src/main.go"
  printf '%s' "$gomod" >"$FERRETDB_HOME/src/go.mod"
  rm -f "$FERRETDB_HOME/src/go.sum"
  local blog=$FERRETDB_HOME/build.log
  if ! (cd "$FERRETDB_HOME/src" && export GOTOOLCHAIN=local GOFLAGS="${GOFLAGS:-} -buildvcs=false" &&
    go mod tidy && ferretdb_patched_module . &&
    go build -trimpath -ldflags='-s -w' -o "$FERRETDB_BIN.tmp" .) >"$blog" 2>&1; then
    log_tail "$blog"
    fail ferretdb "go build failed (log: $(rel "$blog")) — check access to the Go module proxy (GOPROXY), or set MONGO_URL"
  fi
  mv "$FERRETDB_BIN.tmp" "$FERRETDB_BIN"
  echo "$stamp_want" >"$FERRETDB_HOME/.installed"
  say ferretdb "built $(rel "$FERRETDB_BIN")"
}

# ---------------------------------------------------------------------------------------------
# start

start_redis() {
  STEP=redis
  mkdir -p "$STATE_DIR/redis"
  : >"$LOG_DIR/redis.log"
  if ! redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --save '' --appendonly no \
    --daemonize yes --pidfile "$RUN_DIR/redis.pid" --dir "$STATE_DIR/redis" \
    --logfile "$LOG_DIR/redis.log" --loglevel warning </dev/null >>"$LOG_DIR/redis.log" 2>&1 8>&- 9>&-; then
    log_tail "$LOG_DIR/redis.log"
    fail redis "redis-server did not start (log: $(rel "$LOG_DIR/redis.log"))"
  fi
}

write_kafka_config() {
  local kdir=$STATE_DIR/kafka
  mkdir -p "$kdir/data"
  cat >"$kdir/server.properties" <<EOF
# generated by scripts/infra/infra.sh (profile $PROFILE) — single-node KRaft on loopback
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
controller.listener.names=CONTROLLER
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$kdir/data
num.partitions=1
auto.create.topics.enable=true
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
group.initial.rebalance.delay.ms=0
log.cleaner.dedupe.buffer.size=33554432
EOF
  cat >"$kdir/log4j.properties" <<EOF
# generated by scripts/infra/infra.sh
log4j.rootLogger=WARN, file
log4j.appender.file=org.apache.log4j.RollingFileAppender
log4j.appender.file.File=$LOG_DIR/kafka.log
log4j.appender.file.MaxFileSize=10MB
log4j.appender.file.MaxBackupIndex=1
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
EOF
}

kafka_java() { # kafka_java ARGS... — java with the cached Kafka classpath and our log4j config
  local cds=()
  [[ -f ${KAFKA_CDS_ARCHIVE:-} ]] && cds=("-XX:SharedArchiveFile=$KAFKA_CDS_ARCHIVE")
  java "${cds[@]}" -Xmx512m -Djava.awt.headless=true -Dlog4j.configuration="file:$STATE_DIR/kafka/log4j.properties" \
    -cp "$KAFKA_HOME/libs/*" "$@"
}

kafka_cds_archive() { # path of the class-data archive for this JVM and these jars
  echo "$KAFKA_HOME/cds-$( (java -version 2>&1; cat "$KAFKA_HOME/.installed") | cksum | cut -d' ' -f1).jsa"
}

# kafka_promote_cds — after the broker has stopped cleanly, keep the archive it dumped at exit
kafka_promote_cds() {
  local dumped=$STATE_DIR/kafka/classes.jsa archive
  [[ -s $dumped ]] || return 0
  archive=$(kafka_cds_archive)
  if [[ ! -e $archive ]] && mv "$dumped" "$archive.$$" 2>/dev/null && mv -f "$archive.$$" "$archive"; then
    say kafka "kept its class-data archive for faster starts ($(rel "$archive"))"
  fi
  rm -f "$dumped"
}

# kafka_storage_template — KRaft storage formatted once per profile and kept in the cache
# (.infra/cache/kafka-*/storage-<profile>/: cluster.id from `StorageTool random-uuid`, data/ from
# `StorageTool format`); a new state folder gets a copy, which saves two JVM runs on every test `up`.
kafka_storage_template() {
  local tpl=$KAFKA_HOME/storage-$PROFILE tmp id flog=$LOG_DIR/kafka-format.log
  [[ -f $tpl/data/meta.properties && -s $tpl/cluster.id ]] && return 0
  tmp=$tpl.tmp.$$
  rm -rf "$tmp"
  mkdir -p "$tmp/data"
  id=$(kafka_java kafka.tools.StorageTool random-uuid 2>>"$flog" </dev/null 8>&- 9>&- | tail -n 1) || true
  [[ $id =~ ^[A-Za-z0-9_-]{22}$ ]] || {
    log_tail "$flog"
    rm -rf "$tmp"
    fail kafka "StorageTool random-uuid gave no cluster id (log: $(rel "$flog")) — check java and $(rel "$KAFKA_HOME/libs") (remove it to reinstall)"
  }
  echo "$id" >"$tmp/cluster.id"
  sed "s#^log\.dirs=.*#log.dirs=$tmp/data#" "$STATE_DIR/kafka/server.properties" >"$tmp/format.properties"
  if ! kafka_java kafka.tools.StorageTool format -t "$id" -c "$tmp/format.properties" --ignore-formatted \
    </dev/null >>"$flog" 2>&1 8>&- 9>&-; then
    log_tail "$flog"
    rm -rf "$tmp"
    fail kafka "formatting the KRaft storage failed (log: $(rel "$flog")) — remove $(rel "$KAFKA_HOME") to reinstall"
  fi
  rm -f "$tmp/format.properties"
  rm -rf "$tpl"
  mv "$tmp" "$tpl"
  say kafka "formatted KRaft storage (cluster id $id, kept in $(rel "$tpl"))"
}

start_kafka() {
  STEP=kafka
  local kdir=$STATE_DIR/kafka id
  KAFKA_CDS_ARCHIVE=$(kafka_cds_archive)
  write_kafka_config
  : >"$LOG_DIR/kafka.log"
  if [[ ! -f $kdir/data/meta.properties ]]; then
    kafka_storage_template
    rm -rf "$kdir/data"
    cp -a "$KAFKA_HOME/storage-$PROFILE/data" "$kdir/data"
    cp "$KAFKA_HOME/storage-$PROFILE/cluster.id" "$kdir/cluster.id"
  fi
  # Class-data sharing: the first broker run of a profile dumps the classes it loaded when it stops
  # (-XX:ArchiveClassesAtExit); `down` moves that archive into the cache and later starts map it,
  # which takes about a second off every start. The archive is keyed by the JVM's version.
  local cds=()
  rm -f "$kdir/classes.jsa" # left by a broker that did not stop cleanly: may be incomplete
  if [[ -f $KAFKA_CDS_ARCHIVE ]]; then
    cds=("-XX:SharedArchiveFile=$KAFKA_CDS_ARCHIVE")
  else
    cds=("-XX:ArchiveClassesAtExit=$kdir/classes.jsa")
  fi
  launch kafka "$LOG_DIR/kafka.out" java "${cds[@]}" -Xms256m -Xmx512m -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    -Dlog4j.configuration="file:$kdir/log4j.properties" -Dkafka.logs.dir="$LOG_DIR" \
    -cp "$KAFKA_HOME/libs/*" kafka.Kafka "$kdir/server.properties"
}

start_ferretdb() {
  STEP=ferretdb
  mkdir -p "$STATE_DIR/ferretdb/data"
  launch ferretdb "$LOG_DIR/ferretdb.log" "$FERRETDB_BIN" --listen-addr="127.0.0.1:$MONGO_PORT" \
    --data-dir="$STATE_DIR/ferretdb/data" --log-level=warn
}

# wait_ready NAME TIMEOUT_S — poll the readiness probe; fail fast if the process died
wait_ready() {
  local name=$1 timeout=$2 port pid deadline log
  STEP=$name
  port=$(port_of "$name")
  case $name in
    redis) log=$LOG_DIR/redis.log ;;
    kafka) log=$LOG_DIR/kafka.log ;;
    ferretdb) log=$LOG_DIR/ferretdb.log ;;
  esac
  deadline=$((${EPOCHREALTIME/./} + timeout * 1000000))
  while :; do
    if "${name}_ready" "$port"; then
      return 0
    fi
    if ! pid=$(pid_of "$name"); then
      # redis writes its pid file a moment after daemonizing
      if [[ $name != redis ]] || ((${EPOCHREALTIME/./} > deadline - (timeout - 2) * 1000000)); then
        log_tail "$log"
        [[ $name == kafka ]] && log_tail "$LOG_DIR/kafka.out"
        fail "$name" "the process exited during start-up (logs in $(rel "$LOG_DIR"))"
      fi
    fi
    if ((${EPOCHREALTIME/./} > deadline)); then
      log_tail "$log"
      [[ -n ${pid:-} ]] && stop_pid "$name" "$pid"
      rm -f "$RUN_DIR/$name.pid"
      fail "$name" "not ready on 127.0.0.1:$port after ${timeout}s (logs in $(rel "$LOG_DIR")); stopped it — retry, or raise HEARTWISE_INFRA_KAFKA_TIMEOUT on a slow machine"
    fi
    sleep 0.1
  done
}

ensure_ports_free() { # ensure_ports_free NAME PORT [WHAT] — fail if something else listens there
  local name=$1 port=$2 what=${3:-} owner env
  case $name in redis) env=REDIS_URL ;; kafka) env=KAFKA_BROKERS ;; ferretdb) env=MONGO_URL ;; esac
  # A server this script just killed can hold its port for a moment longer: give it 5 s to go.
  local i
  for ((i = 0; i < 50; i++)); do
    port_open 127.0.0.1 "$port" || return 0
    sleep 0.1
  done
  if port_open 127.0.0.1 "$port"; then
    owner=$(port_owner "$port")
    fail "$name" "port $port$what is already in use${owner:+ by $owner}, not by this profile's server — stop that process, use the other profile (HEARTWISE_INFRA_PROFILE), or set $env to use an existing server instead"
  fi
}

# ---------------------------------------------------------------------------------------------
# commands

SERVERS=(redis kafka ferretdb)

lock_profile() {
  mkdir -p "$INFRA_DIR"
  exec 8>"$INFRA_DIR/.lock-$PROFILE"
  if ! flock -w 300 8; then
    fail "$PROFILE" "another infra.sh for this profile held the lock for 5 minutes — is one stuck? (see ps)"
  fi
}

# stop_profile [now] — stop every server this profile started, concurrently; one line each.
# "now" sends SIGKILL at once (the test profile's state is wiped right after anyway).
stop_profile() {
  local now=${1:-} name pid pids=() names=()
  for name in "${SERVERS[@]}"; do
    if pid=$(pid_of "$name"); then
      say "$name" "stopping (pid $pid)${now:+ with SIGKILL: its state is wiped next}"
      stop_pid "$name" "$pid" "$now" &
      pids+=($!)
      names+=("$name")
    else
      say "$name" "not running"
    fi
  done
  local i
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
      [[ ${names[$i]} == kafka ]] && kafka_promote_cds
    else
      [[ ${names[$i]} == kafka ]] && rm -f "$STATE_DIR/kafka/classes.jsa" # may be half written
    fi
    rm -f "$RUN_DIR/${names[$i]}.pid"
    say "${names[$i]}" "stopped"
  done
}

cmd_up() {
  lock_profile
  say "$PROFILE" "up: ports redis $REDIS_PORT, kafka $KAFKA_PORT (controller $KAFKA_CONTROLLER_PORT), ferretdb $MONGO_PORT; state in $(rel "$STATE_DIR")"

  local name wanted=()
  for name in "${SERVERS[@]}"; do
    if is_external "$name"; then
      say "$name" "using existing server from the environment: $(env_line "$name")"
    else
      wanted+=("$name")
    fi
  done

  # 1. install (cached); the three installs run concurrently
  if ((${#wanted[@]})); then
    mkdir -p "$CACHE_DIR"
    exec 9>"$CACHE_DIR/.lock"
    flock -w 900 9 || fail install "another infra.sh held the install lock for 15 minutes"
    local jobs=() failed=0 j
    for name in "${wanted[@]}"; do
      "install_$name" &
      jobs+=($!)
    done
    for j in "${jobs[@]}"; do wait "$j" || failed=1; done
    flock -u 9
    ((failed == 0)) || exit 1
  fi

  # 2. every profile but dev (test, test2, test3, bench, chaos): always from empty state
  if [[ $PROFILE != dev ]] && ((${#wanted[@]})); then
    local any=0
    for name in "${SERVERS[@]}"; do
      if pid_of "$name" >/dev/null; then any=1; fi
    done
    if ((any)); then
      # graceful only while the broker's class-data archive is still to be dumped at its exit
      if [[ -f $(kafka_cds_archive) ]]; then stop_profile now; else stop_profile; fi
    fi
    if [[ -d $STATE_DIR && $STATE_DIR == "$INFRA_DIR/$PROFILE" ]]; then rm -rf "$STATE_DIR"; fi
    say "$PROFILE" "state wiped ($(rel "$STATE_DIR"))"
  fi
  mkdir -p "$RUN_DIR" "$LOG_DIR"

  # 3. start what is not running (all launched first, then waited for)
  local to_wait=() pid
  for name in "${wanted[@]}"; do
    if pid=$(pid_of "$name"); then
      say "$name" "already running (pid $pid) on 127.0.0.1:$(port_of "$name")"
      to_wait+=("$name")
      continue
    fi
    case $name in
      redis) ensure_ports_free redis "$REDIS_PORT" ;;
      kafka)
        ensure_ports_free kafka "$KAFKA_PORT"
        ensure_ports_free kafka "$KAFKA_CONTROLLER_PORT" " (Kafka's controller port)"
        ;;
      ferretdb) ensure_ports_free ferretdb "$MONGO_PORT" ;;
    esac
  done
  local starting=()
  for name in redis ferretdb kafka; do # kafka last: its storage format step takes ~1s when state is new
    [[ " ${wanted[*]} " == *" $name "* && " ${to_wait[*]} " != *" $name "* ]] || continue
    "start_$name"
    starting+=("$name")
  done
  local failed=0 t
  for name in "${wanted[@]}"; do
    case $name in redis) t=15 ;; ferretdb) t=30 ;; kafka) t=$KAFKA_START_TIMEOUT ;; esac
    if (wait_ready "$name" "$t"); then
      if [[ " ${starting[*]} " == *" $name "* ]]; then
        say "$name" "ready on 127.0.0.1:$(port_of "$name") (pid $(pid_of "$name" || echo '?'))"
      fi
    else
      failed=1
    fi
  done
  ((failed == 0)) || {
    echo "infra[$PROFILE]: up failed; servers that did start are left running (stop them: HEARTWISE_INFRA_PROFILE=$PROFILE npm run infra:down)" >&2
    exit 1
  }

  # 4. connection values
  local out
  out=$(env_line ferretdb; env_line kafka; env_line redis)
  printf '%s\n' "$out" >"$STATE_DIR/env"
  say "$PROFILE" "up in $(elapsed); values also in $(rel "$STATE_DIR/env")"
  printf '%s\n' "$out"
}

cmd_down() {
  lock_profile
  [[ -d $RUN_DIR ]] || { say "$PROFILE" "nothing to stop"; return 0; }
  stop_profile
  rm -f "$STATE_DIR/env"
  say "$PROFILE" "down"
}

# stop NAME / start NAME — one server of the profile, its data kept (tests that take Kafka away
# mid-stream and bring it back; chaos runs). Never wipes, even in the test profile.
cmd_stop_one() {
  local name=$1 pid
  lock_profile
  if pid=$(pid_of "$name"); then
    say "$name" "stopping (pid $pid); its data is kept"
    if stop_pid "$name" "$pid"; then [[ $name == kafka ]] && kafka_promote_cds; fi
    rm -f "$RUN_DIR/$name.pid"
    say "$name" "stopped"
  else
    say "$name" "not running"
  fi
}

cmd_start_one() {
  local name=$1 pid t
  lock_profile
  mkdir -p "$RUN_DIR" "$LOG_DIR"
  if pid=$(pid_of "$name"); then
    say "$name" "already running (pid $pid)"
  else
    case $name in
      kafka)
        ensure_ports_free kafka "$KAFKA_PORT"
        ensure_ports_free kafka "$KAFKA_CONTROLLER_PORT" " (Kafka's controller port)"
        ;;
      redis) ensure_ports_free redis "$REDIS_PORT" ;;
      ferretdb) ensure_ports_free ferretdb "$MONGO_PORT" ;;
    esac
    "start_$name"
  fi
  case $name in redis) t=15 ;; ferretdb) t=30 ;; kafka) t=$KAFKA_START_TIMEOUT ;; esac
  wait_ready "$name" "$t"
  say "$name" "ready on 127.0.0.1:$(port_of "$name")"
}

cmd_status() {
  local name pid all=0 hp host port state
  for name in "${SERVERS[@]}"; do
    port=$(port_of "$name")
    if pid=$(pid_of "$name"); then
      if "${name}_ready" "$port"; then
        state="up        127.0.0.1:$port (pid $pid)"
      else
        state="starting  127.0.0.1:$port (pid $pid, not ready)"
        all=1
      fi
    elif is_external "$name"; then
      hp=$(external_hostport "$name")
      host=${hp% *} port=${hp#* }
      if port_open "$host" "$port"; then
        state="external  $(env_line "$name") (reachable)"
      else
        state="external  $(env_line "$name") (NOT reachable)"
        all=1
      fi
    else
      state="down      127.0.0.1:$port"
      all=1
    fi
    printf 'infra[%s] %-9s %s\n' "$PROFILE" "$name" "$state"
  done
  return $all
}

usage() {
  echo "usage: [HEARTWISE_INFRA_PROFILE=dev|test|test2|test3|bench|chaos] bash scripts/infra/infra.sh up|down|status" >&2
  echo "       [HEARTWISE_INFRA_PROFILE=...] bash scripts/infra/infra.sh stop|start redis|kafka|ferretdb" >&2
  exit 2
}

if [[ $# -eq 2 && ($1 == stop || $1 == start) ]]; then
  case $2 in redis | kafka | ferretdb) ;; *) usage ;; esac
  if [[ $1 == stop ]]; then cmd_stop_one "$2"; else cmd_start_one "$2"; fi
  exit 0
fi
[[ $# -eq 1 ]] || usage
case $1 in
  up) cmd_up ;;
  down) cmd_down ;;
  status) cmd_status || exit 3 ;;
  -h | --help | help) usage ;;
  *) usage ;;
esac
