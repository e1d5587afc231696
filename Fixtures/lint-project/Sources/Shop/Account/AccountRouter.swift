import Foundation

final class AccountRouter { // expect: router_main_actor
    enum Route { case profile } // expect: untested_route
    private(set) var path: [Route] = []

    // scaffold:disable:next router_state_private_set - kept for a legacy deep link
    var route: Route?
    // scaffold:disable:next vm_main_actor - expect: unused_disable_comment
    var title = ""
}
