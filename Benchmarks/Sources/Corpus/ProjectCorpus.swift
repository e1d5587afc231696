/// A large Xcode project for the project-file benchmark: an app target and its unit-test
/// target in classic groups, `features` feature folders of `filesPerFeature` Swift files each
/// (and a test file per feature), in Xcode's layout with its sections, comments and tabs.
/// 700 features of 8 files make about 3 MB, a large app's project.pbxproj.
public enum ProjectCorpus {
    /// The text of the `project.pbxproj`.
    public static func text(features: Int, filesPerFeature: Int = 8) -> String {
        var counter = 0
        /// A fresh 24-digit ID, spread over the ID space as Xcode's are.
        func id() -> String {
            counter += 1
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in "\(counter)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            let high = String(hash, radix: 16, uppercase: true), low = String(counter, radix: 16, uppercase: true)
            return String(repeating: "0", count: 16 - high.count) + high + String(repeating: "0", count: 8 - low.count) + low
        }
        struct Object { let id: String, text: String }
        var buildFiles: [Object] = [], references: [Object] = [], groups: [Object] = []
        var appSources: [String] = [], testSources: [String] = []
        var appFeatureGroups: [String] = [], testFeatureGroups: [String] = []
        func file(_ name: String, into sources: inout [String]) -> String {
            let reference = id(), build = id()
            references.append(Object(id: reference, text: "\t\t\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name); sourceTree = \"<group>\"; };\n"))
            buildFiles.append(Object(id: build, text: "\t\t\(build) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };\n"))
            sources.append("\t\t\t\t\(build) /* \(name) in Sources */,\n")
            return "\t\t\t\t\(reference) /* \(name) */,\n"
        }
        func group(_ name: String, children: [String]) -> String {
            let group = id()
            groups.append(Object(id: group, text: "\t\t\(group) /* \(name) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(children.joined())\t\t\t);\n"
                + "\t\t\tpath = \(name);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"))
            return "\t\t\t\t\(group) /* \(name) */,\n"
        }
        let kinds = ["View", "ViewModel", "Router", "Service", "Model", "Formatter", "Store", "Cell", "Header", "Footer"]
        for feature in 0..<features {
            let name = "Feature\(feature)"
            let files = (0..<filesPerFeature).map { file("\(name)\(kinds[$0 % kinds.count])\($0 / kinds.count == 0 ? "" : "\($0)").swift", into: &appSources) }
            appFeatureGroups.append(group(name, children: files))
            testFeatureGroups.append(group(name, children: [file("\(name)ViewModelTests.swift", into: &testSources)]))
        }
        let appGroup = group("App", children: [group("Features", children: appFeatureGroups)])
        let testGroup = group("AppTests", children: testFeatureGroups)
        let main = id(), project = id(), app = id(), tests = id(), appPhase = id(), testPhase = id()
        let appProduct = id(), testProduct = id(), products = id()
        references.append(Object(id: appProduct, text: "\t\t\(appProduct) /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };\n"))
        references.append(Object(id: testProduct, text: "\t\t\(testProduct) /* AppTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = AppTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };\n"))
        groups.append(Object(id: products, text: "\t\t\(products) /* Products */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t\(appProduct) /* App.app */,\n"
            + "\t\t\t\t\(testProduct) /* AppTests.xctest */,\n\t\t\t);\n\t\t\tname = Products;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"))
        groups.append(Object(id: main, text: "\t\t\(main) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(appGroup)\(testGroup)\t\t\t\t\(products) /* Products */,\n"
            + "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"))
        func configurations(_ owner: String, _ settings: String) -> (list: String, objects: [Object]) {
            let debug = id(), release = id(), list = id()
            let objects = [
                Object(id: debug, text: "\t\t\(debug) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(settings)\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n"),
                Object(id: release, text: "\t\t\(release) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(settings)\t\t\t};\n\t\t\tname = Release;\n\t\t};\n"),
                Object(id: list, text: "\t\t\(list) /* Build configuration list for \(owner) */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                    + "\t\t\t\t\(debug) /* Debug */,\n\t\t\t\t\(release) /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"),
            ]
            return (list, objects)
        }
        let projectConfigurations = configurations("PBXProject \"App\"", "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_VERSION = 6.0;\n")
        let appConfigurations = configurations("PBXNativeTarget \"App\"", "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.App;\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n")
        let testConfigurations = configurations("PBXNativeTarget \"AppTests\"", "\t\t\t\tBUNDLE_LOADER = \"$(TEST_HOST)\";\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"
            + "\t\t\t\tTEST_HOST = \"$(BUILT_PRODUCTS_DIR)/App.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/App\";\n")
        func target(_ id: String, _ name: String, _ list: String, _ phase: String, _ product: String, _ type: String) -> Object {
            Object(id: id, text: "\t\t\(id) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list);\n\t\t\tbuildPhases = (\n\t\t\t\t\(phase) /* Sources */,\n\t\t\t);\n"
                + "\t\t\tbuildRules = (\n\t\t\t);\n\t\t\tdependencies = (\n\t\t\t);\n\t\t\tname = \(name);\n\t\t\tproductName = \(name);\n\t\t\tproductReference = \(product);\n"
                + "\t\t\tproductType = \"\(type)\";\n\t\t};\n")
        }
        func phase(_ id: String, _ files: [String]) -> Object {
            Object(id: id, text: "\t\t\(id) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\(files.joined())\t\t\t);\n"
                + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n")
        }
        let sections: [(String, [Object])] = [
            ("PBXBuildFile", buildFiles),
            ("PBXFileReference", references),
            ("PBXGroup", groups),
            ("PBXNativeTarget", [target(app, "App", appConfigurations.list, appPhase, appProduct, "com.apple.product-type.application"),
                                 target(tests, "AppTests", testConfigurations.list, testPhase, testProduct, "com.apple.product-type.bundle.unit-test")]),
            ("PBXProject", [Object(id: project, text: "\t\t\(project) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = \(projectConfigurations.list);\n"
                + "\t\t\tmainGroup = \(main);\n\t\t\tproductRefGroup = \(products) /* Products */;\n\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n"
                + "\t\t\ttargets = (\n\t\t\t\t\(app) /* App */,\n\t\t\t\t\(tests) /* AppTests */,\n\t\t\t);\n\t\t};\n")]),
            ("PBXSourcesBuildPhase", [phase(appPhase, appSources), phase(testPhase, testSources)]),
            ("XCBuildConfiguration", (projectConfigurations.objects + appConfigurations.objects + testConfigurations.objects).filter { !$0.text.contains("XCConfigurationList") }),
            ("XCConfigurationList", (projectConfigurations.objects + appConfigurations.objects + testConfigurations.objects).filter { $0.text.contains("XCConfigurationList") }),
        ]
        var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
        for (name, objects) in sections {
            text += "\n/* Begin \(name) section */\n"
            for object in objects.sorted(by: { $0.id < $1.id }) { text += object.text }
            text += "/* End \(name) section */\n"
        }
        return text + "\t};\n\trootObject = \(project) /* Project object */;\n}\n"
    }
}
