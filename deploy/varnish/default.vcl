# Varnish 7 (Debian's `varnish` package) in front of the Dive Down Under instances: see docs/edge.md.
#
# - Keeps public answers for their s-maxage (the app sends `s-maxage`, a day when a purger is set)
#   and drops them when the app sends `BAN` with the content topics a write changed in Surrogate-Key.
# - Passes what must reach the app every time: anything but GET/HEAD, /go/ (each click is counted),
#   the admin area and its API, and every request with the owner's session cookie.
# - Serves copies past their lifetime while every instance is down (grace: stale-if-error), and for a
#   few minutes while a fresh copy is fetched in the background (stale-while-revalidate).
#
# The instances, the director and the addresses allowed to purge live in backends.vcl beside this file
# (backends.example.vcl is the template); `varnishd -f /etc/varnish/default.vcl` finds it there.
vcl 4.1;

import std;
import directors;

include "backends.vcl";

sub vcl_recv {
    set req.backend_hint = app.backend();

    if (req.method == "BAN") {
        if (!client.ip ~ purgers) {
            return (synth(405, "Purging is not allowed from this address"));
        }
        # Tags are content topics: plain words, so they go into the ban's regular expression as they are.
        if (req.http.Surrogate-Key !~ "^ *[a-z0-9-]+( +[a-z0-9-]+)* *$") {
            return (synth(400, "Surrogate-Key must list tags separated by spaces"));
        }
        set req.http.X-Ban-Tags = regsuball(regsuball(req.http.Surrogate-Key, "^ +| +$", ""), " +", "|");
        # Only obj.* in the expression: the ban lurker can drop the objects in the background.
        # Whole tags only ("sites" never matches "dive-sites"). std.ban splits its argument on spaces and
        # takes no quotes, so the expression has neither.
        if (std.ban("obj.http.Surrogate-Key ~ (^|[[:blank:]])(" + req.http.X-Ban-Tags + ")([[:blank:]]|$)")) {
            return (synth(200, "Banned"));
        }
        return (synth(400, std.ban_error()));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Counted seller links, the admin area and its API: every request reaches the app.
    if (req.url ~ "^/go/" || req.url ~ "^/admin([/?]|$)" || req.url ~ "^/api/admin([/?]|$)") {
        return (pass);
    }
    # The owner, signed in, never gets (nor leaves) a shared copy.
    if (req.http.Cookie ~ "(^|;\s*)ddu_session=" || req.http.Authorization) {
        return (pass);
    }
    # No public answer depends on any other cookie (analytics' own): one copy for everyone.
    unset req.http.Cookie;

    # A copy past its lifetime is served while a fresh one is fetched for a few minutes when the app is
    # up (stale-while-revalidate), and for as long as it is kept when every instance is down.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 300s;
    }
    return (hash);
}

sub vcl_backend_response {
    # Kept past the TTL for stale-if-error; the app's stale-if-error is a day.
    set beresp.grace = 24h;
    # A refresh that failed keeps the stale copy rather than replacing it with an error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Answers the app did not mark public (errors, private answers) fall through to the built-in rules,
    # which never keep an answer with no-store, private or Set-Cookie.
}

sub vcl_backend_error {
    # A refresh that could not reach any instance keeps the stale copy too.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_deliver {
    # For the tests and the bench (hit ratio); the tags are the shared cache's business, not the browser's.
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
}
