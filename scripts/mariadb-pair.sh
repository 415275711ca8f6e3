#!/usr/bin/env bash
# A throwaway MariaDB primary and a replica that follows it, for the read-replica tests (scripts/test-edge.sh):
#   bash scripts/mariadb-pair.sh start DIR PRIMARY_PORT REPLICA_PORT   (returns once the replica follows the primary)
#   bash scripts/mariadb-pair.sh stop DIR
# Both are the machine's own mariadbd with their own datadirs under DIR (the machine's server on 3306 is
# never touched: it runs without binary logging, which a primary needs). root has no password over TCP.
set -euo pipefail
action="$1"
dir="$2"
stop() {
  for name in replica primary; do
    if [ -f "$dir/$name.pid" ]; then
      pid="$(cat "$dir/$name.pid")"
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      rm -f "$dir/$name.pid"
    fi
  done
}
if [ "$action" = "stop" ]; then stop; exit 0; fi
primary_port="$3"
replica_port="$4"
mkdir -p "$dir"
client() { mariadb --no-defaults --protocol=socket --socket="$dir/$1.sock" -uroot -e "$2"; }
for name in primary replica; do
  mariadb-install-db --no-defaults --user="$(id -un)" --datadir="$dir/$name" --auth-root-authentication-method=normal \
    --skip-test-db >"$dir/$name-install.log" 2>&1 || { cat "$dir/$name-install.log" >&2; exit 1; }
done
start() {
  local name="$1" port="$2" id="$3"; shift 3
  mariadbd --no-defaults --user="$(id -un)" --datadir="$dir/$name" --port="$port" --bind-address=127.0.0.1 \
    --socket="$dir/$name.sock" --pid-file="$dir/$name.pid" --server-id="$id" --log-error="$dir/$name.err" \
    --innodb-buffer-pool-size=64M --innodb-log-file-size=16M --character-set-server=utf8mb4 \
    --collation-server=utf8mb4_unicode_ci --max-connections=200 "$@" >/dev/null 2>&1 &
}
start primary "$primary_port" 1 --log-bin="$dir/primary/binlog" --binlog-format=ROW
# The replica refuses writes from anyone but replication (and root, which the tests use to make it differ).
start replica "$replica_port" 2 --relay-log="$dir/replica/relay" --read-only
for name in primary replica; do
  for _ in $(seq 1 120); do
    client "$name" "SELECT 1" >/dev/null 2>&1 && break
    sleep 0.25
  done
  client "$name" "SELECT 1" >/dev/null || { cat "$dir/$name.err" >&2; echo "MariaDB $name did not start." >&2; stop; exit 1; }
done
# root over TCP from 127.0.0.1 (as the machine's server allows), and a replication account.
client primary "CREATE USER IF NOT EXISTS 'root'@'127.0.0.1'; GRANT ALL ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;
  CREATE USER 'repl'@'127.0.0.1' IDENTIFIED BY 'repl'; GRANT REPLICATION SLAVE ON *.* TO 'repl'@'127.0.0.1';"
client replica "SET sql_log_bin = 0; CREATE USER IF NOT EXISTS 'root'@'127.0.0.1'; GRANT ALL ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;
  CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary_port}, MASTER_USER='repl', MASTER_PASSWORD='repl',
  MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1; START SLAVE;"
for _ in $(seq 1 60); do
  if client replica "SHOW SLAVE STATUS\G" | grep -q "Slave_IO_Running: Yes"; then exit 0; fi
  sleep 0.25
done
client replica "SHOW SLAVE STATUS\G" >&2
echo "The replica does not follow the primary." >&2
stop
exit 1
