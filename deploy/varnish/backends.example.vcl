# The app instances behind this Varnish (copy to backends.vcl beside default.vcl and list yours).
# Each is probed on its readiness check: an instance whose database is unreachable is left out, and
# with every instance out Varnish serves its stale copies (see default.vcl).

probe ready {
    .url = "/api/health";
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
}

backend app1 {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = ready;
}

backend app2 {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = ready;
}

# The instances send the purges (EDGE_PURGER=varnish, VARNISH_PURGE_URLS=http://<this varnish>:6081).
acl purgers {
    "localhost";
    "10.0.0.11";
    "10.0.0.12";
}

sub vcl_init {
    new app = directors.round_robin();
    app.add_backend(app1);
    app.add_backend(app2);
}
